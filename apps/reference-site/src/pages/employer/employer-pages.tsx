import { Link } from 'react-router';
import { useDocumentTitle } from '../../components/use-document-title';

export function EmployerNotFoundPage() {
  useDocumentTitle('Không tìm thấy trang');
  return (
    <div className="card not-found">
      <h1>Không tìm thấy trang</h1>
      <p className="muted">Trang bạn tìm không tồn tại hoặc đã được di chuyển.</p>
      <Link to="/employer" className="btn btn-primary">
        Về trang tổng quan
      </Link>
    </div>
  );
}
