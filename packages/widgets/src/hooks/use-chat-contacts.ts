import { errorMessage, type ChatContact, type ChatStore } from '@jobhub/sdk';
import { useEffect, useState } from 'react';
import { CHAT_DOCK_TEXTS } from '../i18n/texts/chat-dock';
import { useErrorText } from '../i18n/error-text';
import { useWidgetTexts } from '../i18n/widget-texts';

/** People fetched per page of 'Soạn tin nhắn'. */
export const CHAT_CONTACTS_PAGE_SIZE = 10;
/** Wait after the last key stroke before searching. */
const SEARCH_DELAY_MS = 250;

/** What {@link useChatContacts} gives. */
export interface ChatContactsView {
  contacts: ChatContact[];
  /** True while a page is on its way (the first one or 'Xem thêm'). */
  loading: boolean;
  error: string | null;
  /** More pages on the server ('Xem thêm'). */
  hasMore: boolean;
  loadMore(): void;
}

/**
 * The people the signed-in user has an application with (GET /api/conversations/contacts/), for
 * a 'Soạn tin nhắn' picker: the first page at once, a search a moment after typing stops, further
 * pages with `loadMore()`. Answers for an older search are dropped.
 *
 * @example const view = useChatContacts(chat, search);
 */
export function useChatContacts(chat: Pick<ChatStore, 'contacts'>, search: string): ChatContactsView {
  const q = search.trim();
  const contactsFailed = useWidgetTexts(CHAT_DOCK_TEXTS).contactsFailed;
  const errorText = useErrorText();
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const [list, setList] = useState<{ q: string; contacts: ChatContact[]; total: number } | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    const run = () =>
      chat.contacts({ ...(q ? { q } : {}), page, page_size: CHAT_CONTACTS_PAGE_SIZE }).then(
        (answer) => {
          if (!active) return;
          setList((previous) => {
            const kept = page > 1 && previous?.q === q ? previous.contacts : [];
            const seen = new Set(kept.map((row) => row.user_id));
            return { q, total: answer.total, contacts: [...kept, ...answer.results.filter((row) => !seen.has(row.user_id))] };
          });
          setLoading(false);
        },
        (caught: unknown) => {
          if (!active) return;
          setError(errorText({ error: caught, message: errorMessage(caught, contactsFailed) }));
          setLoading(false);
        },
      );
    const timer = q && page === 1 ? setTimeout(run, SEARCH_DELAY_MS) : undefined;
    if (!timer) void run();
    return () => {
      active = false;
      if (timer) clearTimeout(timer);
    };
  }, [chat, q, page]);

  const contacts = list?.q === q ? list.contacts : [];
  return {
    contacts,
    loading,
    error,
    hasMore: list?.q === q && contacts.length < list.total,
    loadMore: () => setPaging({ q, page: page + 1 }),
  };
}
