/**
 * The bell's stylesheet in the script-tag build, which rollup.config.ts puts in place of
 * notification-bell-styles.ts: only what the closed bell shows. The list's rules
 * (notification-bell.css) come with the list, loaded on first opening (script-tag-notification-list.tsx).
 */
export { NOTIFICATION_BELL_CLOSED_STYLES as NOTIFICATION_BELL_STYLES, NOTIFICATION_BELL_STYLE_ID } from './notification-bell-closed-styles';
