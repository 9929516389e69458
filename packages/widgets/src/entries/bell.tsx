/**
 * Script-tag build of the notification bell (IIFE, Preact): `dist/bell.js` defines
 * `<jobhub-notification-bell>` and adds `setSession` / `clearSession` to the `JobHub` global.
 *
 * @example
 * <script src="https://cdn.example/@jobhub/widgets/dist/bell.js" defer></script>
 * <jobhub-notification-bell api-base="https://api.jobhub.vn"></jobhub-notification-bell>
 * <script>
 *   addEventListener('DOMContentLoaded', () => JobHub.setSession({ access, refresh }));
 * </script>
 */
import { createNotificationsStore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { NotificationBellPanel } from '../components/notification-bell/notification-bell-panel';
import { NOTIFICATION_BELL_STYLE_ID, NOTIFICATION_BELL_STYLES } from '../components/notification-bell/notification-bell-styles';
import { defineWidgetElement } from '../mount/define-element';
import { renderInShadowRoot, type ShadowRender } from '../mount/render-in-shadow-root';
import { engineFor, installSessionApi, navigateFrom, resolveApiBase, type RealtimeEngine } from './realtime-session';

const TAG = 'jobhub-notification-bell';

/** The bell of the signed-in user; nothing while signed out. */
function EmbedBell({ engine, host }: { engine: RealtimeEngine; host: HTMLElement }) {
  const session = useStore(engine.client.$session);
  if (session.status !== 'authenticated') return null;
  const notifications = engine.store('notifications', () => createNotificationsStore(engine.client, engine.realtime));
  return (
    <NotificationBellPanel
      key={session.user.user_id}
      notifications={notifications}
      role={session.user.role}
      // Targets are paths of the JobHub site that serves the API.
      onNavigate={(target) => navigateFrom(host, new URL(target, `${engine.apiBase}/`).href)}
    />
  );
}

/**
 * `<jobhub-notification-bell api-base="…">`: the notification bell of the user signed in with
 * `JobHub.setSession`. Clicking a notification fires the cancelable `jobhub:navigate` event
 * (`detail.href`) and then opens that page of the JobHub site.
 */
function mountBell(host: HTMLElement): ShadowRender {
  const engine = engineFor(resolveApiBase(host.getAttribute('api-base')));
  return renderInShadowRoot(host, <EmbedBell engine={engine} host={host} />, {
    css: NOTIFICATION_BELL_STYLES,
    styleId: NOTIFICATION_BELL_STYLE_ID,
  });
}

if (typeof window !== 'undefined') {
  installSessionApi();
  defineWidgetElement(TAG, ['api-base'], mountBell);
}
