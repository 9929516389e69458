import { NOTIFICATION_BELL_CLOSED_STYLES } from './notification-bell-closed-styles';
import bell from './notification-bell.css?inline';

export { NOTIFICATION_BELL_STYLE_ID } from './notification-bell-closed-styles';

/** The whole stylesheet of the notification bell's shadow root: the closed bell's, then its list's (notification-bell.css). */
export const NOTIFICATION_BELL_STYLES: string = `${NOTIFICATION_BELL_CLOSED_STYLES}\n${bell}`;
