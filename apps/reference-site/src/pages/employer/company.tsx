import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ERROR_MESSAGES, formatDate, isValidWebsiteUrl, SUCCESS_MESSAGES, type Enterprise } from '@jobhub/sdk';
import { useClient } from '../../app/client-context';
import { FormError, SubmitButton } from '../../components/form-field';
import { useDocumentTitle } from '../../components/use-document-title';
import { CompanyHead } from './company-head';
import { EnterpriseFields, enterpriseValues } from './enterprise-fields';
import { FileInput } from './file-input';
import { LoadError, Loading } from './shared';
import { checkImage, checkImageOrPdf } from './upload-check';
import { useEnterpriseForm } from './use-enterprise-form';
import { useObjectUrl } from './use-object-url';
import { useOwnEnterprise } from './use-own-enterprise';
import { DetailList } from '../../components/detail-list';

/**
 * Loading, error and "no company yet" states of the own company, shared by the view and the edit
 * page; `children` renders the company once it is there.
 */
function OwnEnterpriseContent({
  own: [state, retry],
  children,
}: {
  own: ReturnType<typeof useOwnEnterprise>;
  children: (enterprise: Enterprise) => ReactNode;
}) {
  return (
    <>
      {state.status === 'loading' ? <Loading /> : null}
      {state.status === 'error' ? <LoadError message={state.message} onRetry={retry} /> : null}
      {state.status === 'ready' && !state.data ? (
        <p>
          Bạn chưa có doanh nghiệp. <Link to="/employer/create-enterprise">Tạo doanh nghiệp</Link>
        </p>
      ) : null}
      {state.status === 'ready' && state.data ? children(state.data) : null}
    </>
  );
}

/** /employer/company — every company field with logo and background. */
export function CompanyPage() {
  useDocumentTitle('Thông tin công ty');
  const own = useOwnEnterprise();
  const [state] = own;
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Thông tin công ty</h1>
        {state.status === 'ready' && state.data ? (
          <Link className="btn btn-primary" to="/employer/company/edit">
            Chỉnh sửa thông tin
          </Link>
        ) : null}
      </div>
      <OwnEnterpriseContent own={own}>{(enterprise) => <CompanyDetails enterprise={enterprise} />}</OwnEnterpriseContent>
    </div>
  );
}

function CompanyDetails({ enterprise }: { enterprise: Enterprise }) {
  const rows: [string, ReactNode][] = [
    ['Tên công ty', enterprise.company_name],
    ['Địa chỉ', enterprise.address],
    ['Tỉnh/Thành phố', enterprise.city],
    ['Lĩnh vực hoạt động', enterprise.field_of_activity],
    ['Quy mô', enterprise.scale ? `${enterprise.scale} nhân viên` : null],
    ['Email công ty', enterprise.email_company],
    ['Số điện thoại', enterprise.phone_number],
    [
      'Website',
      enterprise.link_web_site && isValidWebsiteUrl(enterprise.link_web_site) ? (
        <a href={enterprise.link_web_site} target="_blank" rel="noopener noreferrer">
          {enterprise.link_web_site}
        </a>
      ) : (
        enterprise.link_web_site
      ),
    ],
    ['Mã số thuế', enterprise.tax],
    [
      'Giấy phép kinh doanh',
      enterprise.business_certificate ? (
        <a href={enterprise.business_certificate} target="_blank" rel="noopener noreferrer">
          Xem giấy phép kinh doanh
        </a>
      ) : null,
    ],
    ['Gói Premium', enterprise.is_premium ? 'Đang hoạt động' : 'Chưa đăng ký'],
    ['Ngày tạo', formatDate(enterprise.created_at)],
  ];
  return (
    <section className="card" aria-labelledby="company-heading">
      <div className="company-cover">
        {enterprise.background_image ? <img src={enterprise.background_image} alt={`Ảnh bìa ${enterprise.company_name}`} /> : null}
      </div>
      <CompanyHead enterprise={enterprise} />
      <DetailList rows={rows} placeholder={<span className="muted">Chưa cập nhật</span>} />
      <h3>Giới thiệu công ty</h3>
      {enterprise.description ? <p className="rich-plain">{enterprise.description}</p> : <p className="muted">Chưa cập nhật</p>}
    </section>
  );
}

/** /employer/company/edit — every company field and the three uploads (SPEC §5, §8). */
export function CompanyEditPage() {
  useDocumentTitle('Chỉnh sửa thông tin công ty');
  const own = useOwnEnterprise();
  return (
    <div className="stack">
      <div className="page-head">
        <h1>Chỉnh sửa thông tin công ty</h1>
        <Link to="/employer/company">Quay lại</Link>
      </div>
      <OwnEnterpriseContent own={own}>{(enterprise) => <CompanyEditForm enterprise={enterprise} />}</OwnEnterpriseContent>
    </div>
  );
}

function CompanyEditForm({ enterprise }: { enterprise: Enterprise }) {
  const client = useClient();
  const navigate = useNavigate();
  const { form, files, fileError, pick, onSubmit } = useEnterpriseForm({
    initial: enterpriseValues(enterprise),
    save: (fields, uploads) => client.enterprises.update(fields, uploads),
    successMessage: SUCCESS_MESSAGES.enterpriseUpdated,
    failureMessage: ERROR_MESSAGES.enterpriseUpdateFailed,
    onSaved: () => navigate('/employer/company'),
  });
  const logoPreview = useObjectUrl(files.logo);
  // Uploads are checked by their bytes before sending (API.md: images, PDF for the certificate, 5 MB).

  return (
    <form className="card form" onSubmit={onSubmit} noValidate>
      <FormError message={form.formError} />
      <div className="form-grid">
        <EnterpriseFields field={form.field} descriptionRows={6} />
        <div className="stack">
          <FileInput label="Logo công ty" accept="image/*" hint="Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB" error={fileError('logo')} onChange={(file) => void pick('logo', checkImage)(file)} />
          {logoPreview ? <img className="logo-preview" src={logoPreview} alt="Xem trước logo mới" /> : enterprise.logo ? <img className="logo-preview" src={enterprise.logo} alt="Logo hiện tại" /> : null}
        </div>
        <FileInput
          label="Ảnh bìa"
          accept="image/*"
          hint="Ảnh PNG, JPG, GIF hoặc WEBP, tối đa 5 MB"
          error={fileError('background_image')}
          onChange={(file) => void pick('background_image', checkImage)(file)}
        />
        <div className="span-2">
          <FileInput
            label="Giấy phép kinh doanh"
            accept="image/*,application/pdf"
            hint={enterprise.business_certificate ? 'Đã có giấy phép; chọn tệp mới để thay thế (ảnh hoặc PDF, tối đa 5 MB)' : 'Ảnh hoặc PDF, tối đa 5 MB'}
            error={fileError('business_certificate')}
            onChange={(file) => void pick('business_certificate', checkImageOrPdf)(file)}
          />
        </div>
      </div>
      <div className="actions">
        <SubmitButton pending={form.pending} className="btn btn-primary">
          Lưu thay đổi
        </SubmitButton>
        <Link className="btn btn-outline" to="/employer/company">
          Hủy
        </Link>
      </div>
    </form>
  );
}
