import { Role } from '@fairway/contract';
import { peopleLabels } from '../../../members';
import { lazyScreen } from '../../../../layout/lazyScreen';
import type { DeclaredRoute } from '../../../../layout/routing/routeEntry';

const loadPeople = () => import('./UserRegistrationScreens');

/** A golfer's registration with a club, the pages its mails open, joining more clubs and an admin's password reset. */
export const routes: readonly DeclaredRoute[] = [
  {
    path: '/verify-email/:uid',
    access: 'link',
    roles: 'all',
    label: 'fairway.pages.verify_email',
    screen: lazyScreen(loadPeople, 'VerifyEmail', peopleLabels),
  },
  {
    path: '/resend-otp',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.resend_otp',
    screen: lazyScreen(loadPeople, 'ResendOtp', peopleLabels),
  },
  {
    path: '/forgot-password',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.forgot_password',
    screen: lazyScreen(loadPeople, 'ForgotPassword', peopleLabels),
  },
  {
    path: '/golf-course/:id/user-registration',
    access: 'public',
    roles: 'all',
    label: 'fairway.pages.user_registration',
    screen: lazyScreen(loadPeople, 'UserRegistration', peopleLabels),
  },
  {
    path: '/join-golf-courses',
    access: 'course',
    roles: 'all',
    label: 'fairway.pages.join_golf_courses',
    screen: lazyScreen(loadPeople, 'JoinGolfCourses', peopleLabels),
  },
  {
    path: '/users/set-password/:id',
    access: 'course-or-super-admin',
    roles: [Role.admin],
    label: 'fairway.pages.users_set_password',
    screen: lazyScreen(loadPeople, 'SetUserPassword', peopleLabels),
  },
];
