/** Whether an admin has approved the company yet (new companies wait for approval, SPEC §3). */
export function ApprovalPill({ isActive }: { isActive: boolean }) {
  return <span className={`status-pill ${isActive ? 'ok' : 'wait'}`}>{isActive ? 'Đã được duyệt' : 'Đang chờ duyệt'}</span>;
}
