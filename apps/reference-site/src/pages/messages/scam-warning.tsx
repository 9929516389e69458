import { useState } from 'react';
import { chatWarningText, type ChatWarningSignal } from '@jobhub/sdk';
import { ShieldAlert } from 'lucide-react';
import type { RealtimeKit } from '../../app/realtime-kit';

interface ScamWarningProps {
  kit: RealtimeKit;
  messageId: number;
  otherUserId: number;
  signals: readonly ChatWarningSignal[];
  isReported: boolean;
}

/**
 * The warning under an employer's message that looks like a scam (issue 30): what the message
 * asks for in plain Vietnamese, and 'Báo cáo', which sends it to the admins. Shown to the
 * candidate who received it only (the caller checks).
 */
export function ScamWarning({ kit, messageId, otherUserId, signals, isReported }: ScamWarningProps) {
  const [state, setState] = useState<{ status: 'idle' | 'sending' } | { status: 'error'; message: string }>({ status: 'idle' });
  const report = () => {
    setState({ status: 'sending' });
    void kit.chat.reportMessage(messageId, otherUserId).then((result) => setState(result.ok ? { status: 'idle' } : { status: 'error', message: result.message }));
  };
  return (
    <li className="msg-warning">
      <ShieldAlert className="icon-sm" aria-hidden="true" focusable="false" />
      {/* A list item keeps its role (the thread is a list); the note inside names the warning. */}
      <div role="note" aria-label="Cảnh báo lừa đảo">
        <p>{chatWarningText(signals)}</p>
        {isReported ? (
          <p role="status" className="msg-warning__done">
            Đã báo cáo tin nhắn này cho JobHub. Cảm ơn bạn.
          </p>
        ) : (
          <button type="button" className="btn btn-outline btn-sm" onClick={report} disabled={state.status === 'sending'}>
            Báo cáo
          </button>
        )}
        {state.status === 'error' ? (
          <p role="alert" className="msg-error">
            {state.message}
          </p>
        ) : null}
      </div>
    </li>
  );
}
