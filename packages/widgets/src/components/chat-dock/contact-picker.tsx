import { useId, useState } from 'react';
import type { ChatStore } from '@jobhub/sdk';
import { useChatContacts } from '../../hooks/use-chat-contacts';
import { Avatar } from '../avatar/person-avatar';
import { CHAT_DOCK_TEXTS } from '../../i18n/texts/chat-dock';
import { useWidgetTexts } from '../../i18n/widget-texts';

/** Props of {@link ContactPicker}. */
export interface ContactPickerProps {
  chat: Pick<ChatStore, 'contacts'>;
  /** A person was picked (open their chat window). */
  onPick: (userId: number) => void;
  /** Back to the conversations. */
  onBack: () => void;
}

/**
 * 'Soạn tin nhắn' in the chat dropdown: a search box and the people the user has an application
 * with (name, company, post applied to), 'Xem thêm' for the next page.
 */
export function ContactPicker({ chat, onPick, onBack }: ContactPickerProps) {
  const [search, setSearch] = useState('');
  const t = useWidgetTexts(CHAT_DOCK_TEXTS);
  const listId = useId();
  const view = useChatContacts(chat, search);
  const empty = !view.loading && !view.error && view.contacts.length === 0;
  return (
    <>
      <div className="jh-chat-search jh-picker__head">
        <button type="button" className="jh-link-button" onClick={onBack}>
          {t.back}
        </button>
        <input
          type="search"
          className="jh-input"
          value={search}
          placeholder={t.contactsPlaceholder}
          aria-label={t.contactsLabel}
          aria-controls={listId}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </div>
      <div className="jh-dropdown__body">
        <ul id={listId} className="jh-menu-list" aria-label={t.contactsList}>
          {view.contacts.map((row) => (
            <li key={row.user_id}>
              <button type="button" className="jh-conversation" onClick={() => onPick(row.user_id)}>
                <Avatar name={row.company_name ?? row.fullname} src={row.avatar} letters={2} className="jh-avatar" />
                <span className="jh-conversation__text">
                  <span className="jh-conversation__name">{row.company_name ?? row.fullname}</span>
                  <span className="jh-conversation__last">{row.company_name ? `${row.fullname} · ${row.post_title}` : row.post_title}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
        {view.error ? (
          <p className="jh-error" role="alert">
            {view.error}
          </p>
        ) : null}
        {view.loading ? (
          <p className="jh-note" role="status">
            {t.loading}
          </p>
        ) : null}
        {empty ? (
          <p className="jh-note">{search.trim() ? t.noContactMatch : t.noContacts}</p>
        ) : null}
        {view.hasMore && !view.loading ? (
          <button type="button" className="jh-link-button jh-picker__more" onClick={view.loadMore}>
            {t.more}
          </button>
        ) : null}
      </div>
    </>
  );
}
