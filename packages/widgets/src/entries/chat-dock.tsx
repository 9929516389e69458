/**
 * Script-tag build of the chat dock (IIFE, Preact): `dist/chat-dock.js` defines
 * `<jobhub-chat-dock>` and adds `setSession`, `clearSession` and `openChat` to the `JobHub` global.
 *
 * @example
 * <script src="https://cdn.example/@jobhub/widgets/dist/chat-dock.js" defer></script>
 * <jobhub-chat-dock api-base="https://api.jobhub.vn"></jobhub-chat-dock>
 * <button onclick="JobHub.openChat(12)">Nhắn tin</button>
 */
import { createChatStore } from '@jobhub/sdk';
import { useStore } from '@nanostores/react';
import { ChatDockPanel } from '../components/chat-dock/chat-dock-panel';
import { CHAT_DOCK_STYLE_ID, CHAT_DOCK_STYLES } from '../components/chat-dock/chat-dock-styles';
import { defineWidgetElement } from '../mount/define-element';
import { renderInShadowRoot, type ShadowRender } from '../mount/render-in-shadow-root';
import { engineFor, installSessionApi, navigateFrom, resolveApiBase, type RealtimeEngine } from './realtime-session';

const TAG = 'jobhub-chat-dock';

const chatOf = (engine: RealtimeEngine) => engine.store('chat', () => createChatStore(engine.client, engine.realtime, engine.account));

interface EmbedChatDockProps {
  engine: RealtimeEngine;
  host: HTMLElement;
  messagesHref: string;
  premiumHref: string;
}

/** The chat dock of the signed-in user; nothing while signed out. Who may chat is the account's rule. */
function EmbedChatDock({ engine, host, messagesHref, premiumHref }: EmbedChatDockProps) {
  const session = useStore(engine.client.$session);
  if (session.status !== 'authenticated') return null;
  return (
    <ChatDockPanel
      key={session.user.user_id}
      chat={chatOf(engine)}
      currentUserId={session.user.user_id}
      messagesHref={messagesHref}
      premiumHref={premiumHref}
      onNavigate={(href) => navigateFrom(host, href)}
    />
  );
}

/**
 * `<jobhub-chat-dock api-base="…" messages-href="…" premium-href="…">`: the chat dropdown and
 * chat windows of the user signed in with `JobHub.setSession`. Links default to the JobHub site
 * serving the API ('/candidate/messages', '/premium') and fire the cancelable `jobhub:navigate`.
 */
function mountChatDock(host: HTMLElement): ShadowRender {
  const engine = engineFor(resolveApiBase(host.getAttribute('api-base')));
  const site = (path: string) => new URL(path, `${engine.apiBase}/`).href;
  return renderInShadowRoot(
    host,
    <EmbedChatDock
      engine={engine}
      host={host}
      messagesHref={host.getAttribute('messages-href') ?? site('/candidate/messages')}
      premiumHref={host.getAttribute('premium-href') ?? site('/premium')}
    />,
    { css: CHAT_DOCK_STYLES, styleId: CHAT_DOCK_STYLE_ID },
  );
}

/**
 * `JobHub.openChat(userId, apiBase?)`: opens (or brings to the front) the chat window with a user,
 * e.g. from the page's 'Nhắn tin' buttons. `apiBase` defaults to the first `<jobhub-chat-dock>`'s.
 */
function openChat(userId: number, apiBase?: string): void {
  const base = apiBase ?? document.querySelector(TAG)?.getAttribute('api-base');
  chatOf(engineFor(resolveApiBase(base))).openWindow(userId);
}

if (typeof window !== 'undefined') {
  installSessionApi({ openChat });
  defineWidgetElement(TAG, ['api-base', 'messages-href', 'premium-href'], mountChatDock);
}
