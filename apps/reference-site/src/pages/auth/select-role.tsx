import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage, homeForRole } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';

type SelectableRole = 'candidate' | 'employer';

const CHOICES: { role: SelectableRole; title: string; text: string }[] = [
  { role: 'candidate', title: 'Ứng viên', text: 'Tôi đang tìm kiếm cơ hội việc làm phù hợp.' },
  { role: 'employer', title: 'Nhà tuyển dụng', text: 'Tôi muốn đăng tin và tìm kiếm ứng viên cho doanh nghiệp.' },
];

/** /select-role — a user with role 'none' picks candidate or employer, then lands by role. */
export default function SelectRolePage() {
  useDocumentTitle('Chọn vai trò');
  const client = useClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState<SelectableRole | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function choose(role: SelectableRole) {
    setPending(role);
    setError(null);
    try {
      const { redirect } = await client.auth.setRole(role);
      await navigate(redirect || homeForRole(role), { replace: true });
    } catch (caught) {
      setError(errorMessage(caught, 'Không thể cập nhật vai trò. Vui lòng thử lại.'));
      setPending(null);
    }
  }

  return (
    <div className="auth-wrap">
      <div className="card auth-card auth-card-wide">
        <h1>Chọn vai trò của bạn</h1>
        <p className="auth-sub">Cho chúng tôi biết bạn sử dụng JobHub với vai trò nào.</p>
        <FormError message={error} />
        <div className="role-cards">
          {CHOICES.map((choice) => (
            <button
              key={choice.role}
              type="button"
              className="role-card"
              disabled={pending !== null}
              aria-pressed={pending === choice.role}
              onClick={() => void choose(choice.role)}
            >
              <strong>{pending === choice.role ? 'Đang xử lý...' : choice.title}</strong>
              <span className="muted">{choice.text}</span>
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

