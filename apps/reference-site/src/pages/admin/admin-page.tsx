import { useState } from 'react';
import { formatDate, type AdminEnterprise, type AdminReport } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRowAction } from '../../components/use-row-action';
import { useResource } from '../employer/shared';
import { ModerationTable } from './moderation-table';

const PAGE_SIZE = 10;
const ENTERPRISES_FAILED = 'Không thể tải danh sách doanh nghiệp chờ duyệt';
const REPORTS_FAILED = 'Không thể tải danh sách báo cáo';
const ACTION_FAILED = 'Thao tác không thành công. Vui lòng thử lại.';

function PendingEnterprises() {
  const client = useClient();
  const [page, setPage] = useState(1);
  const resource = useResource(`admin-enterprises:${page}`, () => client.admin.enterprises({ status: 'pending', page, page_size: PAGE_SIZE }), ENTERPRISES_FAILED);
  const { busy, error, run } = useRowAction(resource[1]);
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
  const { busy, error, run } = useRowAction(resource[1]);
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

/** /admin — companies waiting for approval and reported posts (role admin). */
export function AdminPage() {
  useDocumentTitle('Quản trị');
  return (
    <div className="container page stack">
      <h1>Quản trị</h1>
      <PendingEnterprises />
      <OpenReports />
    </div>
  );
}
