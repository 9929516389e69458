import { useMemo, useState } from 'react';
import { createFlaggedConversationsApi, formatDate, type ChatWarningSignal, type FlaggedConversation } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useResource } from '../employer/shared';
import { ModerationTable } from './moderation-table';

const PAGE_SIZE = 10;
const FLAGGED_FAILED = 'Không thể tải danh sách cuộc trò chuyện bị cảnh báo';

/** The signals as the admin reads them. */
const SIGNAL_LABELS: Readonly<Record<ChatWarningSignal, string>> = {
  money: 'Đòi tiền, đặt cọc',
  off_platform: 'Kéo ra ngoài JobHub',
  id_document: 'Đòi giấy tờ tùy thân',
};

type FlaggedRow = FlaggedConversation & { id: number };

/**
 * Conversations in which an employer sent a candidate messages that look like a scam (issue 30),
 * newest first, with what was found, how many the candidate reported, and the latest such message.
 */
export function FlaggedConversations() {
  const client = useClient();
  const api = useMemo(() => createFlaggedConversationsApi(client), [client]);
  const [page, setPage] = useState(1);
  const resource = useResource(
    `admin-flagged-conversations:${page}`,
    async () => {
      const answer = await api.list({ page, page_size: PAGE_SIZE });
      // The table keys rows by id: a conversation is known by its newest flagged message.
      return { ...answer, results: answer.results.map((row): FlaggedRow => ({ ...row, id: row.last_message_id })) };
    },
    FLAGGED_FAILED,
  );
  return (
    <ModerationTable<FlaggedRow>
      id="flagged-heading"
      title="Cuộc trò chuyện bị cảnh báo lừa đảo"
      caption="Cuộc trò chuyện bị cảnh báo lừa đảo"
      columns={['Nhà tuyển dụng', 'Ứng viên', 'Dấu hiệu', 'Tin nhắn gần nhất', 'Báo cáo']}
      resource={resource}
      actionError={null}
      empty="Chưa có cuộc trò chuyện nào bị cảnh báo."
      onPage={setPage}
      pagerLabel="Phân trang cuộc trò chuyện bị cảnh báo"
      row={(conversation) => (
        <>
          <td>
            <strong>{conversation.employer.name}</strong>
            {conversation.company_name ? <div className="muted">{conversation.company_name}</div> : null}
          </td>
          <td>{conversation.candidate.name}</td>
          <td>{conversation.signals.map((signal) => SIGNAL_LABELS[signal]).join(', ')}</td>
          <td>
            <q>{conversation.last_content}</q>
            <div className="muted">
              {formatDate(conversation.last_flagged_at)} · {conversation.flagged_count} tin bị cảnh báo
            </div>
          </td>
          <td>{conversation.reported_count > 0 ? `Ứng viên đã báo cáo ${conversation.reported_count} tin` : 'Chưa báo cáo'}</td>
        </>
      )}
    />
  );
}
