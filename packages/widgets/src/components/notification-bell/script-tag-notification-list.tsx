/**
 * The bell's list in the script-tag build, which rollup.config.ts puts in place of
 * notification-list.tsx (loaded on the first opening): the same components, each adding the list's
 * rules (notification-bell.css) to its shadow root, which the closed bell's stylesheet leaves out
 * (script-tag-notification-bell-styles.ts).
 */
import { usePanelStyles } from '../../hooks/use-panel-styles';
import * as list from './notification-list';
import bell from './notification-bell.css?inline';

const NOTIFICATION_LIST_STYLE_ID = 'jobhub-notification-list';

/** {@link list.NotificationListHeader} with its styles. */
export function NotificationListHeader(props: Parameters<typeof list.NotificationListHeader>[0]) {
  usePanelStyles(bell, NOTIFICATION_LIST_STYLE_ID);
  return <list.NotificationListHeader {...props} />;
}

/** {@link list.NotificationList} with its styles. */
export function NotificationList(props: list.NotificationListProps) {
  usePanelStyles(bell, NOTIFICATION_LIST_STYLE_ID);
  return <list.NotificationList {...props} />;
}
