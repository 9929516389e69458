/**
 * The script-tag build's header widgets load their panels' rules with the panels
 * (rollup.config.ts, SCRIPT_TAG_STAND_INS): the closed widget's sheet leaves them out, and the
 * panels' stand-ins add them to the widget's shadow root, once.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { act } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInShadowRoot, type ShadowRender } from '../../mount/render-in-shadow-root';
import { createRealtimeFixture } from '../../test/fake-realtime';
import { CHAT_DOCK_STYLES } from '../chat-dock/chat-dock-styles';
import chatDockCss from '../chat-dock/chat-dock.css?inline';
import { CHAT_DOCK_STYLES as CLOSED_CHAT_DOCK_STYLES } from '../chat-dock/script-tag-chat-dock-styles';
import { ChatDockCompose } from '../chat-dock/script-tag-chat-panels';
import { NOTIFICATION_BELL_STYLES } from '../notification-bell/notification-bell-styles';
import bellCss from '../notification-bell/notification-bell.css?inline';
import { NOTIFICATION_BELL_STYLES as CLOSED_BELL_STYLES } from '../notification-bell/script-tag-notification-bell-styles';
import { NotificationListHeader } from '../notification-bell/script-tag-notification-list';

const mounted: ShadowRender[] = [];

function mount(node: React.ReactNode, css: string): ShadowRender {
  const host = document.createElement('div');
  document.body.append(host);
  let rendered!: ShadowRender;
  act(() => {
    rendered = renderInShadowRoot(host, node, { css, styleId: 'closed' });
  });
  mounted.push(rendered);
  return rendered;
}

afterEach(() => {
  for (const rendered of mounted.splice(0)) act(() => rendered.unmount());
  document.body.replaceChildren();
});

/**
 * The classes a stylesheet's selectors start from ('.jh-chat-window .jh-note' → 'jh-chat-window'):
 * an element without one of them gets none of its rules.
 */
function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/^\s*\.(jh-[\w-]+)/gm)].map((match) => match[1]!));
}

const source = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');

describe('header widgets of the script-tag build: panel rules come with the panels', () => {
  // Vitest loads `?inline` stylesheets as empty strings: the rules are read from the files here.
  it('styles nothing of the closed dock and bell with the rules the panels bring', () => {
    const closedWidgets = ['../chat-dock/chat-dock-panel.tsx', '../notification-bell/notification-bell-panel.tsx', './header-dropdown.tsx', './lazy-dropdown-notice.tsx']
      .map(source)
      .join('\n');
    const panelClasses = [...classesOf(source('../chat-dock/chat-dock.css')), ...classesOf(source('../notification-bell/notification-bell.css'))];
    expect(panelClasses.length).toBeGreaterThan(15);
    expect(panelClasses.filter((name) => new RegExp(`['" ]${name}['" ]`).test(closedWidgets))).toEqual([]);
  });

  it('keeps the npm build’s sheets whole: the closed widget’s, then its panels’ rules', () => {
    expect(CHAT_DOCK_STYLES).toBe(`${CLOSED_CHAT_DOCK_STYLES}\n${chatDockCss}`);
    expect(NOTIFICATION_BELL_STYLES).toBe(`${CLOSED_BELL_STYLES}\n${bellCss}`);
  });

  it('adds the chat panels’ rules to the dock’s shadow root when a panel renders, once for every panel', () => {
    const rendered = mount(
      <>
        <ChatDockCompose onCompose={() => undefined} />
        <ChatDockCompose onCompose={() => undefined} />
      </>,
      CLOSED_CHAT_DOCK_STYLES,
    );
    expect(rendered.shadowRoot.adoptedStyleSheets).toHaveLength(2);
    expect(rendered.shadowRoot.textContent).toContain('Soạn tin nhắn');
  });

  it('adds the list’s rules to the bell’s shadow root when the list renders', () => {
    const fixture = createRealtimeFixture();
    const rendered = mount(<NotificationListHeader notifications={fixture.notifications} />, CLOSED_BELL_STYLES);
    expect(rendered.shadowRoot.adoptedStyleSheets).toHaveLength(2);
  });

  it('adds nothing to a closed widget’s root', () => {
    const rendered = mount(<p>closed</p>, CLOSED_CHAT_DOCK_STYLES);
    expect(rendered.shadowRoot.adoptedStyleSheets).toHaveLength(1);
  });
});
