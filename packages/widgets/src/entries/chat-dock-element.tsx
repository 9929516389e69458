/**
 * `<jobhub-chat-dock>` of the CDN delivery: the chat dropdown and chat windows of the signed-in
 * user; nothing while signed out. Who may chat is the account's rule.
 *
 * Attributes (live): `api-base`, `messages-href`, `premium-href` (default: those pages of the
 * JobHub site serving the API), `theme`. Events: the cancelable `jobhub:navigate`,
 * `jobhub:auth-expired`. `JobHub.openChat(userId)` opens a chat window.
 */
import { createChatCore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { ChatDockPanel } from '../components/chat-dock/chat-dock-panel';
import { CHAT_DOCK_STYLE_ID, CHAT_DOCK_STYLES } from '../components/chat-dock/chat-dock-styles';
import { navigateFrom, resolveApiBase } from './runtime';
import { watchAuth } from './auth-expired';
import { engineFor, type RealtimeEngine } from './session-engine';
import { defineElement } from './widget-element';

export const TAG = 'jobhub-chat-dock';

const chatOf = (engine: RealtimeEngine) => engine.store('chat', () => createChatCore(engine.client, engine.realtime, engine.account));

/** The chat dock of the signed-in user; nothing while signed out. */
function ElementChatDock({ engine, host }: { engine: RealtimeEngine; host: HTMLElement }) {
  const session = useStore(engine.client.$session);
  if (session.status !== 'authenticated') return null;
  return (
    <ChatDockPanel
      key={session.user.user_id}
      chat={chatOf(engine)}
      currentUserId={session.user.user_id}
      messagesHref={host.getAttribute('messages-href') ?? `${engine.apiBase}/candidate/messages`}
      premiumHref={host.getAttribute('premium-href') ?? `${engine.apiBase}/premium`}
      onNavigate={(href) => navigateFrom(host, href)}
    />
  );
}

/**
 * `JobHub.openChat(userId, apiBase?)`: opens (or brings to the front) the chat window with a user,
 * e.g. from the page's 'Nhắn tin' buttons. `apiBase` defaults to the first `<jobhub-chat-dock>`'s.
 */
export function openChat(userId: number, apiBase?: string): void {
  const base = apiBase ?? document.querySelector(TAG)?.getAttribute('api-base');
  chatOf(engineFor(resolveApiBase(base))).openWindow(userId);
}

/** Defines the element; the loader calls it once the runtime has the page's `init` options. */
export function define(): void {
  defineElement(TAG, {
    attributes: ['messages-href', 'premium-href'],
    css: CHAT_DOCK_STYLES,
    styleId: CHAT_DOCK_STYLE_ID,
    watchAuth,
    render: (host, apiBase) => <ElementChatDock engine={engineFor(apiBase)} host={host} />,
  });
}
