import { Notification } from 'react-admin';

/** Spec 1 §9: every toast at the bottom for 5000 ms. */
export const TOAST_DURATION_MS = 5000;

export const ConsoleNotification = () => (
  <Notification autoHideDuration={TOAST_DURATION_MS} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />
);
