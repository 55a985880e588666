import { Notification } from 'react-admin';
import { NOTIFICATION_TIMEOUT_MS } from './theme';

/** Spec section 4: notifications close by themselves after 5000 ms. */
export function AppNotification() {
  return <Notification autoHideDuration={NOTIFICATION_TIMEOUT_MS} />;
}
