import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';
import { Hourglass } from 'lucide-react';

/**
 * A one-message page: a big symbol, its title (also the document title) and what follows.
 * Shared by the pending-feature and payment result pages so they stay one visual family.
 */
function StatusCard({ symbol, title, narrow = false, children }: { symbol: ReactNode; title: string; narrow?: boolean; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className={narrow ? 'container page page-narrow' : 'container page'}>
      <div className="card pending-page">
        <div className="badge-big" aria-hidden="true">
          {symbol}
        </div>
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A page whose feature is not built yet. */
export function FeaturePending({ title, note }: { title: string; note?: string }) {
  return (
    <StatusCard symbol={<Hourglass aria-hidden="true" focusable="false" />} title={title}>
      <p className="muted">{note ?? 'Tính năng đang được phát triển'}</p>
      <p>
        <Link to="/job-search" className="btn btn-outline">
          Tìm việc làm
        </Link>
      </p>
    </StatusCard>
  );
}

export function NotFoundPage() {
  useDocumentTitle('Không tìm thấy trang');
  return (
    <div className="container not-found">
      <p className="code" aria-hidden="true">
        404
      </p>
      <h1>Không tìm thấy trang</h1>
      <p className="muted">Trang bạn tìm không tồn tại hoặc đã được di chuyển.</p>
      <Link to="/" className="btn btn-primary">
        Về trang chủ
      </Link>
    </div>
  );
}

export function AdminPage() {
  return <FeaturePending title="Quản trị" note="Tính năng đang được phát triển. Khu vực quản trị sẽ sớm ra mắt." />;
}
