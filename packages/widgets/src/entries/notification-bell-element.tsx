/**
 * `<jobhub-notification-bell>` of the CDN delivery: the notification bell of the signed-in user
 * (`JobHub.setSession`, `init({ getToken })` or `JobHub.signIn`); nothing while signed out.
 *
 * Attributes (live): `api-base`, `theme`. Events (bubbling, composed): `jobhub:unread-change`
 * (`detail.count`, the server's count, then whenever it changes), the cancelable `jobhub:navigate`
 * (`detail.href`: a clicked notification's page of the JobHub site) and `jobhub:auth-expired`.
 */
import { createNotificationsStore, type NotificationsStore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { computed } from 'nanostores';
import { useEffect } from 'react';
import { NotificationBellPanel } from '../components/notification-bell/notification-bell-panel';
import { NOTIFICATION_BELL_STYLE_ID, NOTIFICATION_BELL_STYLES } from '../components/notification-bell/notification-bell-styles';
import { emit, navigateFrom } from './runtime';
import { watchAuth } from './auth-expired';
import { engineFor, type RealtimeEngine } from './session-engine';
import { defineElement } from './widget-element';

export const TAG = 'jobhub-notification-bell';

/**
 * Fires `jobhub:unread-change` from the host with each new unread count the server gave (the
 * first answer included, 0 too), never the store's placeholder 0 from before that answer.
 */
function useUnreadEvent(host: HTMLElement, { $unreadCount, $unreadCountLoaded }: NotificationsStore): void {
  useEffect(
    () =>
      computed([$unreadCount, $unreadCountLoaded], (count, loaded) => (loaded ? count : null)).subscribe((count) => {
        if (count !== null) emit(host, 'unread-change', { count });
      }),
    [host, $unreadCount, $unreadCountLoaded],
  );
}

function SignedInBell({ engine, host, notifications, role }: { engine: RealtimeEngine; host: HTMLElement; notifications: NotificationsStore; role: Parameters<typeof NotificationBellPanel>[0]['role'] }) {
  useUnreadEvent(host, notifications);
  return (
    <NotificationBellPanel
      notifications={notifications}
      role={role}
      // Targets are paths of the JobHub site that serves the API.
      onNavigate={(target) => navigateFrom(host, engine.apiBase + target)}
    />
  );
}

/** The bell of the signed-in user; nothing while signed out. */
function ElementBell({ engine, host }: { engine: RealtimeEngine; host: HTMLElement }) {
  const session = useStore(engine.client.$session);
  if (session.status !== 'authenticated') return null;
  const notifications = engine.store('notifications', () => createNotificationsStore(engine.client, engine.realtime));
  return <SignedInBell key={session.user.user_id} engine={engine} host={host} notifications={notifications} role={session.user.role} />;
}

/** Defines the element; the loader calls it once the runtime has the page's `init` options. */
export function define(): void {
  defineElement(TAG, {
    attributes: [],
    css: NOTIFICATION_BELL_STYLES,
    styleId: NOTIFICATION_BELL_STYLE_ID,
    watchAuth,
    render: (host, apiBase) => <ElementBell engine={engineFor(apiBase)} host={host} />,
  });
}
