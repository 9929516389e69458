import { useState, useEffect } from "react";
import { C as CHAT_DOCK_TEXTS } from "./chat-dock-D17jhiSA.js";
import { u as useWidgetTexts } from "./widget-texts-rKVpVAog.js";
import { n as errorMessage } from "./sdk-CEZq98YD.js";
const CHAT_CONTACTS_PAGE_SIZE = 10;
const SEARCH_DELAY_MS = 250;
function useChatContacts(chat, search) {
  const q = search.trim();
  const contactsFailed = useWidgetTexts(CHAT_DOCK_TEXTS).contactsFailed;
  const [paging, setPaging] = useState({ q, page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const [list, setList] = useState(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState(null);
  useEffect(() => {
    let active = true;
    setLoading(true);
    setError(null);
    const run = () => chat.contacts({ ...q ? { q } : {}, page, page_size: CHAT_CONTACTS_PAGE_SIZE }).then(
      (answer) => {
        if (!active) return;
        setList((previous) => {
          const kept = page > 1 && previous?.q === q ? previous.contacts : [];
          const seen = new Set(kept.map((row) => row.user_id));
          return { q, total: answer.total, contacts: [...kept, ...answer.results.filter((row) => !seen.has(row.user_id))] };
        });
        setLoading(false);
      },
      (caught) => {
        if (!active) return;
        setError(errorMessage(caught, contactsFailed));
        setLoading(false);
      }
    );
    const timer = q && page === 1 ? setTimeout(run, SEARCH_DELAY_MS) : void 0;
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
    loadMore: () => setPaging({ q, page: page + 1 })
  };
}
export {
  useChatContacts as u
};
