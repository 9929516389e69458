/**
 * The opened dropdowns are placed by Floating UI (dropdown-placement.ts), loaded with the panel's
 * code. happy-dom lays nothing out, so the boxes are empty: these tests check that the placement
 * is applied (inline place, `data-placement`) and handed back to the CSS sheet on phones; the
 * boxes themselves are checked in Chromium (e2e/partner-placement.e2e.ts).
 */
import { cleanup, fireEvent, render, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createRealtimeFixture, FakeWebSocket } from '../../test/fake-realtime';
import { NotificationBell } from '../notification-bell/notification-bell';
import { placeDropdown } from './dropdown-placement';

afterEach(() => {
  cleanup();
  FakeWebSocket.instances = [];
  document.body.replaceChildren();
});

/** Sets the window's width as a phone or a desktop would have it; `matchMedia` follows. */
function resizeTo(width: number): void {
  (window as unknown as { happyDOM: { setInnerWidth(width: number): void } }).happyDOM.setInnerWidth(width);
}

describe('dropdown placement', () => {
  it('places the opened bell panel with Floating UI once its code has loaded', async () => {
    resizeTo(1280);
    const fixture = createRealtimeFixture();
    const host = render(<NotificationBell notifications={fixture.notifications} />).container.querySelector<HTMLElement>('[data-jh-host]')!;
    const ui = within(host.shadowRoot as unknown as HTMLElement);
    fireEvent.click(await ui.findByRole('button', { name: /^Thông báo/ }));
    const panel = ui.getByRole('dialog', { name: 'Thông báo' });
    await waitFor(() => expect(panel.dataset.placement).toMatch(/^(bottom|top)(-start|-end)?$/));
    // Pinned by left/top now, no longer by the CSS `right: 0` that ran off the left edge.
    expect(panel.style.right).toBe('auto');
    expect(panel.style.left).toMatch(/px$/);
    expect(panel.style.maxHeight).toMatch(/px$/);
  });

  it('leaves the panel to the CSS bottom sheet under 768 px, without inline place', async () => {
    resizeTo(390);
    const trigger = document.body.appendChild(document.createElement('button'));
    const panel = document.body.appendChild(document.createElement('div'));
    const stop = placeDropdown(trigger, panel);
    expect(panel.dataset.placement).toBe('sheet');
    // Nothing placed later either: the sheet's CSS alone.
    await new Promise((done) => setTimeout(done, 50));
    expect(panel.getAttribute('style') ?? '').toBe('');
    stop();

    resizeTo(1280);
    const stopDesktop = placeDropdown(trigger, panel);
    await waitFor(() => expect(panel.dataset.placement).toBe('bottom-end'));
    expect(panel.style.right).toBe('auto');
    // Once stopped (the panel closed), a late answer of Floating UI places nothing.
    stopDesktop();
  });
});
