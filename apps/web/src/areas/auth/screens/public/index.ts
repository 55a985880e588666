import { LoginPage } from '../../../../layout/LoginPage';
import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

const loadPublic = () => import('./PublicPages');

/** The public pages and the login page. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/privacy-policy',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.privacy_policy',
    screen: lazyScreen(loadPublic, 'PrivacyPolicy'),
  },
  {
    path: '/about',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.about',
    screen: lazyScreen(loadPublic, 'About'),
  },
  {
    path: '/thank-you',
    access: 'public',
    roles: 'all',
    label: 'fairway.public.thank_you',
    screen: lazyScreen(loadPublic, 'ThankYou'),
  },
  {
    path: '/auth/log-in',
    access: 'login',
    roles: 'all',
    label: 'fairway.public.sign_in',
    screen: LoginPage,
  },
];
