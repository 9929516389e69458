import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserWakeEvents } from './realtime';

describe('browserWakeEvents', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("wakes on the window's 'online' and on the page becoming visible, until unsubscribed", () => {
    const win = new EventTarget();
    const doc = Object.assign(new EventTarget(), { visibilityState: 'hidden' as DocumentVisibilityState });
    vi.stubGlobal('addEventListener', win.addEventListener.bind(win));
    vi.stubGlobal('removeEventListener', win.removeEventListener.bind(win));
    vi.stubGlobal('document', doc);
    const wake = vi.fn();
    const off = browserWakeEvents(wake);
    win.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange')); // hidden: nothing
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(2);
    off();
    win.dispatchEvent(new Event('online'));
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(wake).toHaveBeenCalledTimes(2);
  });
});
