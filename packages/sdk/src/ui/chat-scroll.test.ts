import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SCROLL_TO_BOTTOM_DELAY_MS } from '../rules/chat-windows';
import { createChatScroll, type ScrollBox } from './chat-scroll';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('scrolls to the bottom after the delay, and not once cancelled', () => {
  const list: ScrollBox = { scrollTop: 0, scrollHeight: 900 };
  const scroll = createChatScroll(() => list);
  scroll.scrollToBottomSoon();
  vi.advanceTimersByTime(SCROLL_TO_BOTTOM_DELAY_MS - 1);
  expect(list.scrollTop).toBe(0);
  vi.advanceTimersByTime(1);
  expect(list.scrollTop).toBe(900);

  list.scrollTop = 0;
  scroll.scrollToBottomSoon()();
  vi.advanceTimersByTime(SCROLL_TO_BOTTOM_DELAY_MS);
  expect(list.scrollTop).toBe(0);
});

it('loads older messages near the top and keeps the reader in place once they are added', () => {
  const list = { scrollTop: 300, scrollHeight: 1000 };
  const scroll = createChatScroll(() => list);
  const loadOlder = vi.fn();
  scroll.onScroll(true, loadOlder);
  expect(loadOlder).not.toHaveBeenCalled();

  list.scrollTop = 10;
  scroll.onScroll(false, loadOlder);
  expect(loadOlder).not.toHaveBeenCalled();
  scroll.onScroll(true, loadOlder);
  expect(loadOlder).toHaveBeenCalledOnce();

  list.scrollHeight = 1600;
  scroll.keepPosition();
  expect(list.scrollTop).toBe(610);
  // Once only: a later change at the top moves nothing.
  list.scrollHeight = 2000;
  scroll.keepPosition();
  expect(list.scrollTop).toBe(610);
});
