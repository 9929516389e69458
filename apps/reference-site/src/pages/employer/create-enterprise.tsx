import { Link, useNavigate } from 'react-router';
import { ERROR_MESSAGES, SUCCESS_MESSAGES } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { useLogout } from '../../app/use-logout';
import { FormError, SubmitButton } from '../../components/form-field';
import { Logo } from '../../components/icons';
import { useDocumentTitle } from '../../components/use-document-title';
import { EnterpriseFields, enterpriseValues } from './enterprise-fields';
import { FileInput } from './file-input';
import { checkImage, checkImageOrPdf } from './upload-check';
import { useEnterpriseForm } from './use-enterprise-form';
import { useObjectUrl } from './use-object-url';

/** /employer/create-enterprise — the employer's company profile (SPEC §3, §5, §8). */
export default function CreateEnterprisePage() {
  useDocumentTitle('Tạo doanh nghiệp');
  const client = useClient();
  const navigate = useNavigate();
  const logout = useLogout();
  const { form, files, fileError, pick, onSubmit } = useEnterpriseForm({
    initial: enterpriseValues(),
    save: (fields, uploads) => client.enterprises.create(fields, uploads),
    successMessage: SUCCESS_MESSAGES.enterpriseCreated,
    failureMessage: ERROR_MESSAGES.enterpriseCreateFailed,
    onSaved: () => navigate('/employer', { replace: true }),
  });
  const logoPreview = useObjectUrl(files.logo);

  return (
    <div className="app">
      <header className="site-header">
        <div className="container site-header-inner" style={{ justifyContent: 'space-between' }}>
          <Link to="/employer/create-enterprise" className="logo" aria-label="JobHub - Nhà tuyển dụng">
            <Logo />
          </Link>
          <button type="button" className="btn btn-ghost" onClick={() => void logout()}>
            Đăng xuất
          </button>
        </div>
      </header>
      <main id="main-content" className="app-main">
        <div className="auth-wrap">
          <div className="card auth-card auth-card-wide">
            <h1>Tạo doanh nghiệp</h1>
            <p className="auth-sub">Hoàn tất hồ sơ công ty để bắt đầu đăng tin tuyển dụng.</p>
            <FormError message={form.formError} />
            <form className="form" onSubmit={onSubmit} noValidate>
              <div className="form-grid">
                <EnterpriseFields field={form.field} descriptionRows={5} />
                <div className="span-2 stack">
                  <FileInput
                    label="Logo công ty"
                    accept="image/*"
                    error={fileError('logo')}
                    hint="Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB"
                    onChange={(file) => void pick('logo', checkImage)(file)}
                  />
                  {logoPreview ? <img className="logo-preview" src={logoPreview} alt="Xem trước logo công ty" /> : null}
                </div>
                <div className="span-2">
                  <FileInput
                    label="Giấy phép kinh doanh"
                    accept="image/*,application/pdf"
                    error={fileError('business_certificate')}
                    hint="Ảnh hoặc PDF, tối đa 5 MB"
                    onChange={(file) => void pick('business_certificate', checkImageOrPdf)(file)}
                  />
                </div>
              </div>
              <SubmitButton pending={form.pending}>Tạo doanh nghiệp</SubmitButton>
            </form>
          </div>
        </div>
      </main>
    </div>
  );
}
