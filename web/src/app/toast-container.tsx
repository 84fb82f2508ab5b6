// Mantine's toast container on its own, so that its code (transitions, drag to dismiss, the
// scroll-lock's class names) loads with the first toast rather than with every page (toast-host.tsx).
export { Notifications as ToastContainer } from '@mantine/notifications';
