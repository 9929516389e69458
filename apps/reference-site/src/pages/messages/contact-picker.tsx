import { useId, useState } from 'react';
import { Avatar, useChatContacts } from '@jobhub/widgets';
import type { RealtimeKit } from '../../app/realtime-kit';

/**
 * 'Soạn tin nhắn' of the message centre: the people the user has an application with (candidate:
 * employers of the posts applied to; employer: candidates who applied), searchable, paged.
 */
export function ContactPicker({ kit, onPick, onBack }: { kit: RealtimeKit; onPick: (userId: number) => void; onBack: () => void }) {
  const [search, setSearch] = useState('');
  const id = useId();
  const view = useChatContacts(kit.chat, search);
  const empty = !view.loading && !view.error && view.contacts.length === 0;
  return (
    <section className="msg-list" aria-labelledby={`${id}-title`}>
      <div className="msg-list-head">
        <h2 id={`${id}-title`} className="msg-list-title">
          Soạn tin nhắn
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onBack}>
          Quay lại
        </button>
      </div>
      <label htmlFor={id} className="visually-hidden">
        Tìm người để nhắn tin
      </label>
      <input
        id={id}
        className="input"
        type="search"
        placeholder="Tìm theo tên, công ty, vị trí..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {view.error ? (
        <p role="alert" className="msg-error">
          {view.error}
        </p>
      ) : null}
      <ul aria-label="Người bạn có thể nhắn tin">
        {view.contacts.map((contact) => (
          <li key={contact.user_id}>
            <button type="button" className="msg-conversation" onClick={() => onPick(contact.user_id)}>
              <Avatar name={contact.company_name ?? contact.fullname} src={contact.avatar} letters={2} className="avatar" />
              <span className="msg-conversation-text">
                <strong>{contact.company_name ?? contact.fullname}</strong>
                <span className="msg-conversation-last">
                  {contact.company_name ? `${contact.fullname} · ${contact.post_title}` : contact.post_title}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {view.loading ? (
        <p role="status" className="muted">
          Đang tải...
        </p>
      ) : null}
      {empty ? <p className="muted">{search.trim() ? 'Không tìm thấy người phù hợp' : 'Chưa có ai để nhắn tin: cần có đơn ứng tuyển giữa hai bên'}</p> : null}
      {view.hasMore && !view.loading ? (
        <button type="button" className="btn btn-outline btn-sm" onClick={view.loadMore}>
          Xem thêm
        </button>
      ) : null}
    </section>
  );
}
