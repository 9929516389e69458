import { jsxs, Fragment, jsx } from "react/jsx-runtime";
import { useStore } from "@nanostores/react";
import { useState, useId, useMemo } from "react";
import { A as Avatar } from "../entry-server.js";
import { u as useChatContacts } from "./use-chat-contacts-iUTtbKED.js";
import { C as CHAT_DOCK_TEXTS } from "./chat-dock-D17jhiSA.js";
import { u as useWidgetTexts, $ as $widgetLocale } from "./widget-texts-rKVpVAog.js";
import { P as PremiumPrompt } from "./chat-windows-panel-CfutF2w8.js";
import { C } from "./chat-windows-panel-CfutF2w8.js";
import { af as relativeTime, b2 as withoutAccents } from "./sdk-CEZq98YD.js";
import { j as conversationPreview } from "./sdk-realtime-DKD2-CEu.js";
import "react-dom/server";
import "react-router";
import "node:stream";
import "@nanostores/query";
import "xss";
import "nanostores";
import "destr";
import "ofetch";
import "zod/mini";
import "@nanostores/i18n";
import "./job-link-BblG0A1Y.js";
function ContactPicker({ chat, onPick, onBack }) {
  const [search, setSearch] = useState("");
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const listId = useId();
  const view = useChatContacts(chat, search);
  const empty = !view.loading && !view.error && view.contacts.length === 0;
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsxs("div", { className: "jh-chat-search jh-picker__head", children: [
      /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button", onClick: onBack, children: t.back }),
      /* @__PURE__ */ jsx(
        "input",
        {
          type: "search",
          className: "jh-input",
          value: search,
          placeholder: t.contactsPlaceholder,
          "aria-label": t.contactsLabel,
          "aria-controls": listId,
          onChange: (event) => setSearch(event.currentTarget.value)
        }
      )
    ] }),
    /* @__PURE__ */ jsxs("div", { className: "jh-dropdown__body", children: [
      /* @__PURE__ */ jsx("ul", { id: listId, className: "jh-menu-list", "aria-label": t.contactsList, children: view.contacts.map((row) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs("button", { type: "button", className: "jh-conversation", onClick: () => onPick(row.user_id), children: [
        /* @__PURE__ */ jsx(Avatar, { name: row.company_name ?? row.fullname, src: row.avatar, letters: 2, className: "jh-avatar" }),
        /* @__PURE__ */ jsxs("span", { className: "jh-conversation__text", children: [
          /* @__PURE__ */ jsx("span", { className: "jh-conversation__name", children: row.company_name ?? row.fullname }),
          /* @__PURE__ */ jsx("span", { className: "jh-conversation__last", children: row.company_name ? `${row.fullname} · ${row.post_title}` : row.post_title })
        ] })
      ] }) }, row.user_id)) }),
      view.error ? /* @__PURE__ */ jsx("p", { className: "jh-error", role: "alert", children: view.error }) : null,
      view.loading ? /* @__PURE__ */ jsx("p", { className: "jh-note", role: "status", children: t.loading }) : null,
      empty ? /* @__PURE__ */ jsx("p", { className: "jh-note", children: search.trim() ? t.noContactMatch : t.noContacts }) : null,
      view.hasMore && !view.loading ? /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button jh-picker__more", onClick: view.loadMore, children: t.more }) : null
    ] })
  ] });
}
function searchable(text) {
  return withoutAccents(text).toLowerCase();
}
function ChatDockCompose({ onCompose }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  return /* @__PURE__ */ jsx("button", { type: "button", className: "jh-link-button", onClick: onCompose, children: t.compose });
}
function ChatDockDropdown({ chat, currentUserId, mayChat, picking, onPicking, search, onSearch, onOpenWindow, premiumHref, onNavigate, now }) {
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const locale = useStore($widgetLocale);
  const conversations = useStore(chat.$conversations);
  const state = useStore(chat.$conversationsState);
  const shown = useMemo(() => {
    const needle = searchable(search.trim());
    if (!needle) return conversations;
    return conversations.filter(
      (row) => searchable(row.fullname).includes(needle) || searchable(row.last_message.content).includes(needle)
    );
  }, [conversations, search]);
  const openConversation = (row) => onOpenWindow(row.user_id);
  const time = now();
  const loading = state.status === "loading";
  const loadingNote = /* @__PURE__ */ jsx("p", { className: "jh-note", role: "status", children: t.loading });
  if (mayChat && picking) return /* @__PURE__ */ jsx(ContactPicker, { chat, onPick: onOpenWindow, onBack: () => onPicking(false) });
  if (mayChat === false) return /* @__PURE__ */ jsx(PremiumPrompt, { href: premiumHref, onNavigate });
  if (!mayChat) return /* @__PURE__ */ jsx("div", { className: "jh-dropdown__body", children: loadingNote });
  return /* @__PURE__ */ jsxs(Fragment, { children: [
    /* @__PURE__ */ jsx("div", { className: "jh-chat-search", children: /* @__PURE__ */ jsx(
      "input",
      {
        type: "search",
        className: "jh-input",
        value: search,
        placeholder: t.searchPlaceholder,
        "aria-label": t.searchLabel,
        onChange: (event) => onSearch(event.currentTarget.value)
      }
    ) }),
    /* @__PURE__ */ jsx("div", { className: "jh-dropdown__body", children: shown.length > 0 ? /* @__PURE__ */ jsx("ul", { className: "jh-menu-list", "aria-label": t.recent, children: shown.map((row) => {
      const unreadRow = row.unread_count > 0;
      return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(
        "button",
        {
          type: "button",
          className: "jh-conversation",
          "data-unread": String(unreadRow),
          onClick: () => openConversation(row),
          children: [
            /* @__PURE__ */ jsx(Avatar, { name: row.fullname, src: row.avatar, letters: 2, className: "jh-avatar" }),
            /* @__PURE__ */ jsxs("span", { className: "jh-conversation__text", children: [
              /* @__PURE__ */ jsxs("span", { className: "jh-conversation__top", children: [
                /* @__PURE__ */ jsx("span", { className: "jh-conversation__name", children: row.fullname }),
                /* @__PURE__ */ jsx("time", { className: "jh-conversation__time", dateTime: row.last_message.created_at, children: relativeTime(row.last_message.created_at, time, { locale }) })
              ] }),
              /* @__PURE__ */ jsx("span", { className: "jh-conversation__last", children: conversationPreview(row.last_message, currentUserId, t.ownPrefix) })
            ] }),
            unreadRow ? /* @__PURE__ */ jsx("span", { className: "jh-dot", role: "img", "aria-label": t.unreadMessages({ count: row.unread_count }) }) : null
          ]
        }
      ) }, row.user_id);
    }) }) : loading ? loadingNote : state.status === "error" ? /* @__PURE__ */ jsx("p", { className: "jh-error", role: "alert", children: state.message }) : /* @__PURE__ */ jsx("p", { className: "jh-note", children: search.trim() ? t.noMatch : t.empty }) })
  ] });
}
export {
  ChatDockCompose,
  ChatDockDropdown,
  C as ChatWindowsPanel
};
