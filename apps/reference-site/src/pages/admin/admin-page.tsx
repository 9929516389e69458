import { useMemo, useState } from 'react';
import { createPaymentsAdminApi, formatDate, formatVnd, type AdminEnterprise, type AdminReport, type Payment, type PaymentStatus } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { STALE_AFTER } from '../../app/stale-after';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRowAction } from '../../components/use-row-action';
import { ConfirmDialog } from '../candidate/modal';
import { useResource } from '../employer/shared';
import { FlaggedConversations } from './flagged-conversations';
import { ModerationTable } from './moderation-table';
import { PartnerAppsSection } from './partner-apps';

const PAGE_SIZE = 10;
const ENTERPRISES_FAILED = 'Không thể tải danh sách doanh nghiệp chờ duyệt';
const REPORTS_FAILED = 'Không thể tải danh sách báo cáo';
const ACTION_FAILED = 'Thao tác không thành công. Vui lòng thử lại.';

function PendingEnterprises() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const resource = useResource(`admin-enterprises:${page}`, () => client.admin.enterprises({ status: 'pending', page, page_size: PAGE_SIZE }), ENTERPRISES_FAILED);
  const { busy, error, run } = useRowAction(STALE_AFTER.moderation);
  return (
    <ModerationTable<AdminEnterprise>
      id="pending-heading"
      title="Doanh nghiệp chờ duyệt"
      caption="Doanh nghiệp chờ duyệt"
      columns={['Doanh nghiệp', 'Chủ tài khoản', 'Mã số thuế', 'Ngày tạo', 'Thao tác']}
      resource={resource}
      actionError={error}
      empty="Không có doanh nghiệp nào đang chờ duyệt."
      onPage={setPage}
      pagerLabel="Phân trang doanh nghiệp chờ duyệt"
      row={(enterprise) => (
        <>
          <td>
            <strong>{enterprise.company_name}</strong>
            <div className="muted">{[enterprise.address, enterprise.city].filter(Boolean).join(', ')}</div>
            {enterprise.business_certificate ? (
              <a href={enterprise.business_certificate} target="_blank" rel="noopener noreferrer">
                Giấy phép kinh doanh
              </a>
            ) : null}
          </td>
          <td>
            {enterprise.owner_fullname}
            <div className="muted">{enterprise.owner_email}</div>
          </td>
          <td>{enterprise.tax ?? '—'}</td>
          <td>{formatDate(enterprise.created_at)}</td>
          <td>
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy === enterprise.id}
                aria-label={`Duyệt ${enterprise.company_name}`}
                onClick={() => void run(enterprise.id, () => client.admin.approveEnterprise(enterprise.id), 'Đã duyệt doanh nghiệp', ACTION_FAILED)}
              >
                Duyệt
              </button>
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy === enterprise.id}
                aria-label={`Từ chối ${enterprise.company_name}`}
                onClick={() => void run(enterprise.id, () => client.admin.rejectEnterprise(enterprise.id), 'Đã từ chối doanh nghiệp', ACTION_FAILED)}
              >
                Từ chối
              </button>
            </div>
          </td>
        </>
      )}
    />
  );
}

function OpenReports() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const resource = useResource(`admin-reports:${page}`, () => client.admin.reports({ status: 'open', page, page_size: PAGE_SIZE }), REPORTS_FAILED);
  const { busy, error, run } = useRowAction(STALE_AFTER.moderation);
  return (
    <ModerationTable<AdminReport>
      id="reports-heading"
      title="Tin bị báo cáo"
      caption="Tin tuyển dụng bị báo cáo"
      columns={['Tin tuyển dụng', 'Lý do', 'Người báo cáo', 'Ngày báo cáo', 'Thao tác']}
      resource={resource}
      actionError={error}
      empty="Không có báo cáo nào đang chờ xử lý."
      onPage={setPage}
      pagerLabel="Phân trang báo cáo"
      row={(report) => (
        <>
          <td>
            <a href={`/job/${report.post.id}`} target="_blank" rel="noopener noreferrer">
              {report.post.title}
            </a>
            <div className="muted">{report.post.enterprise_name}</div>
          </td>
          <td className="rich-plain">{report.reason}</td>
          <td>{report.reporter_email}</td>
          <td>{formatDate(report.created_at)}</td>
          <td>
            <div className="row-actions">
              <button
                type="button"
                className="btn btn-danger btn-sm"
                disabled={busy === report.id}
                aria-label={`Gỡ tin ${report.post.title}`}
                onClick={() => void run(report.id, () => client.admin.takeDownReport(report.id), 'Đã gỡ tin tuyển dụng', ACTION_FAILED)}
              >
                Gỡ tin
              </button>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={busy === report.id}
                aria-label={`Bỏ qua báo cáo về ${report.post.title}`}
                onClick={() => void run(report.id, () => client.admin.dismissReport(report.id), 'Đã bỏ qua báo cáo', ACTION_FAILED)}
              >
                Bỏ qua
              </button>
            </div>
          </td>
        </>
      )}
    />
  );
}

const PAYMENTS_FAILED = 'Không thể tải danh sách giao dịch';
const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  failed: 'Thất bại',
  cancelled: 'Đã hủy',
  refunded: 'Đã hoàn tiền',
};

/** What a refund gives back and takes: the amount, and the Premium days the buyer loses (`refund_days`). */
function RefundSummary({ payment }: { payment: Payment }) {
  const days = payment.refund_days ?? 0;
  return (
    <>
      <p>
        Hoàn <strong>{formatVnd(payment.amount)}</strong> cho {payment.user_fullname} ({payment.package_name}, mã <code>{payment.txn_ref}</code>) qua VNPay?
      </p>
      <p>
        {days > 0
          ? `Thời hạn Premium của người mua sẽ bớt ${days} ngày (những ngày còn lại của giao dịch này; các gói mua sau vẫn giữ đủ ngày).`
          : 'Giao dịch này không còn ngày Premium nào để trừ: thời hạn Premium của người mua không đổi.'}
      </p>
      <p>Không thể hoàn tác thao tác này.</p>
    </>
  );
}

/** Premium payments (API.md, Premium and payments): filter by status, refund a paid one after a confirmation. */
function Payments() {
  const client = useClient();
  const payments = useMemo(() => createPaymentsAdminApi(client), [client]);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const resource = useResource(
    `admin-payments:${status}:${page}`,
    () => payments.list({ page, page_size: PAGE_SIZE, ...(status ? { status } : {}) }),
    PAYMENTS_FAILED,
  );
  const { busy, error, run } = useRowAction(STALE_AFTER.payments);
  // A refund cannot be undone: it is only sent from the confirmation, which states what it takes.
  const [confirming, setConfirming] = useState<Payment | null>(null);
  return (
    <div className="stack">
      {confirming ? (
        <ConfirmDialog
          title="Xác nhận hoàn tiền"
          message={<RefundSummary payment={confirming} />}
          confirmLabel="Hoàn tiền"
          danger
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            const payment = confirming;
            setConfirming(null);
            void run(payment.id, () => payments.refund(payment.id), 'Đã hoàn tiền giao dịch', ACTION_FAILED);
          }}
        />
      ) : null}
      <label className="field" htmlFor="payment-status">
        <span>Lọc theo trạng thái giao dịch</span>
        <select
          id="payment-status"
          className="input"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as PaymentStatus | '');
            setPage(1);
          }}
        >
          <option value="">Tất cả</option>
          {(Object.keys(PAYMENT_STATUS_LABELS) as PaymentStatus[]).map((value) => (
            <option key={value} value={value}>
              {PAYMENT_STATUS_LABELS[value]}
            </option>
          ))}
        </select>
      </label>
      <ModerationTable<Payment>
        id="payments-heading"
        title="Giao dịch Premium"
        caption="Giao dịch Premium"
        columns={['Mã giao dịch', 'Người mua', 'Gói', 'Số tiền', 'Trạng thái', 'Ngày tạo', 'Thao tác']}
        resource={resource}
        actionError={error}
        empty="Không có giao dịch nào."
        onPage={setPage}
        pagerLabel="Phân trang giao dịch"
        row={(payment) => (
          <>
            <td>
              <code>{payment.txn_ref}</code>
            </td>
            <td>
              {payment.user_fullname}
              <div className="muted">{payment.user_email}</div>
            </td>
            <td>{payment.package_name}</td>
            <td>{formatVnd(payment.amount)}</td>
            <td>{PAYMENT_STATUS_LABELS[payment.status]}</td>
            <td>{formatDate(payment.created_at, 'date-time')}</td>
            <td>
              {payment.status === 'paid' ? (
                <button
                  type="button"
                  className="btn btn-danger btn-sm"
                  disabled={busy === payment.id}
                  aria-label={`Hoàn tiền giao dịch ${payment.txn_ref}`}
                  onClick={() => setConfirming(payment)}
                >
                  Hoàn tiền
                </button>
              ) : null}
            </td>
          </>
        )}
      />
    </div>
  );
}

/** /admin — companies waiting for approval, reported posts, flagged conversations and Premium payments (role admin). */
export function AdminPage() {
  useDocumentTitle('Quản trị');
  return (
    <div className="container page stack">
      <h1>Quản trị</h1>
      <PendingEnterprises />
      <OpenReports />
      <FlaggedConversations />
      <Payments />
      <PartnerAppsSection />
    </div>
  );
}
