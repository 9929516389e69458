import { globalTimers, type Timers } from '../lib/timers';
import { SCROLL_TO_BOTTOM_DELAY_MS, shouldLoadOlder } from '../rules/chat-windows';

/** What the chat scroll reads and moves of a message list: any scrolling DOM element. */
export interface ScrollBox {
  scrollTop: number;
  readonly scrollHeight: number;
}

/**
 * The scrolling of one chat thread (SPEC §2), the same for the site's message centre and the
 * widgets' chat window: each framework's hook only says when to call these.
 */
export interface ChatScroll {
  /** Scrolls to the bottom {@link SCROLL_TO_BOTTOM_DELAY_MS} from now; returns the cancel. */
  scrollToBottomSoon(): () => void;
  /**
   * The list's scroll handler: within the threshold of the top, and when `mayLoadOlder` (more
   * pages, none loading), remembers the distance from the bottom and calls `loadOlder`.
   */
  onScroll(mayLoadOlder: boolean, loadOlder: () => void): void;
  /** After older messages were added at the top: keeps the reader at the same message. */
  keepPosition(): void;
}

/**
 * @param box - The list element, read at each call (a ref's current value; null before mount).
 * @example
 * const scroll = createChatScroll(() => listRef.current);
 * useEffect(() => scroll.scrollToBottomSoon(), [lastMessageId]);
 */
export function createChatScroll(box: () => ScrollBox | null, timers: Timers = globalTimers): ChatScroll {
  // The list's height below the reader's top edge when an older page was asked for.
  let fromBottom: number | null = null;
  return {
    scrollToBottomSoon() {
      const handle = timers.setTimeout(() => {
        const element = box();
        if (element) element.scrollTop = element.scrollHeight;
      }, SCROLL_TO_BOTTOM_DELAY_MS);
      return () => timers.clearTimeout(handle);
    },
    onScroll(mayLoadOlder, loadOlder) {
      const element = box();
      if (!element || !mayLoadOlder || !shouldLoadOlder(element.scrollTop)) return;
      fromBottom = element.scrollHeight - element.scrollTop;
      loadOlder();
    },
    keepPosition() {
      const element = box();
      if (element && fromBottom !== null) element.scrollTop = element.scrollHeight - fromBottom;
      fromBottom = null;
    },
  };
}
