import { useMemo, useState, type FormEvent } from 'react';
import { createPartnerAppsAdminApi, errorMessage, fieldErrors, formatDate, PARTNER_SCOPE_LABELS, PARTNER_SCOPES, type PartnerApp, type PartnerAppsAdminApi, type PartnerScope } from '@jobhub/sdk';
import { notify } from '../../app/notify';
import { useClient } from '../../app/client-context';
import { FormError, InputField, SubmitButton, TextareaField } from '../../components/form-field';
import { useResource } from '../browse/use-resource';
import { AsyncStateNotice } from '../../components/async-state-notice';

const TEXT = {
  loadFailed: 'Không thể tải danh sách ứng dụng đối tác',
  saveFailed: 'Không thể đăng ký ứng dụng đối tác',
  disableFailed: 'Không thể vô hiệu hóa ứng dụng. Vui lòng thử lại.',
  created: 'Đã đăng ký ứng dụng đối tác',
  updated: 'Đã cập nhật ứng dụng đối tác',
  updateFailed: 'Không thể cập nhật ứng dụng đối tác',
  disabled: 'Đã vô hiệu hóa ứng dụng đối tác',
};

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The first server message of a field (`allowed_origins.1` → `allowed_origins`). */
function firstError(errors: Record<string, string[] | undefined>, field: string): string | undefined {
  const key = Object.keys(errors).find((name) => name === field || name.startsWith(`${field}.`));
  return key ? errors[key]?.[0] : undefined;
}

interface PartnerAppsTableProps {
  apps: PartnerApp[];
  /** The client id of the app being disabled. */
  busy: string | null;
  onEdit: (app: PartnerApp) => void;
  onDisable: (clientId: string) => void;
}

/** The registered apps, with 'Sửa' and 'Vô hiệu hóa' on the active ones. */
function PartnerAppsTable({ apps, busy, onEdit, onDisable }: PartnerAppsTableProps) {
  return (
    <div className="table-wrap">
      <table className="data-table">
        <caption className="visually-hidden">Ứng dụng đối tác</caption>
        <thead>
          <tr>
            <th scope="col">Ứng dụng</th>
            <th scope="col">Mã ứng dụng (client id)</th>
            <th scope="col">Nguồn gốc được phép</th>
            <th scope="col">Phạm vi</th>
            <th scope="col">Ngày tạo</th>
            <th scope="col">Thao tác</th>
          </tr>
        </thead>
        <tbody>
          {apps.map((app) => (
            <tr key={app.client_id}>
              <td>
                <strong>{app.name}</strong>
                {app.is_active ? null : <div className="muted">Đã vô hiệu hóa</div>}
              </td>
              <td>
                <code>{app.client_id}</code>
              </td>
              <td>{app.allowed_origins.join(', ')}</td>
              <td>{app.scopes.map((scope) => PARTNER_SCOPE_LABELS[scope]).join(', ')}</td>
              <td>{formatDate(app.created_at)}</td>
              <td>
                {app.is_active ? (
                  <div className="actions">
                    <button type="button" className="btn btn-outline btn-sm" aria-label={`Sửa ${app.name}`} onClick={() => onEdit(app)}>
                      Sửa
                    </button>
                    <button
                      type="button"
                      className="btn btn-danger btn-sm"
                      disabled={busy === app.client_id}
                      aria-label={`Vô hiệu hóa ${app.name}`}
                      onClick={() => onDisable(app.client_id)}
                    >
                      Vô hiệu hóa
                    </button>
                  </div>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface ScopesFieldsetProps {
  scopes: PartnerScope[];
  onToggle: (scope: PartnerScope) => void;
  error: string | undefined;
}

/** The scopes an app may ask for, one checkbox each. */
function ScopesFieldset({ scopes, onToggle, error }: ScopesFieldsetProps) {
  return (
    <fieldset>
      <legend>Phạm vi truy cập</legend>
      {PARTNER_SCOPES.map((scope) => (
        <label key={scope} className="check-row">
          <input type="checkbox" checked={scopes.includes(scope)} onChange={() => onToggle(scope)} /> {PARTNER_SCOPE_LABELS[scope]}
        </label>
      ))}
      {error ? <p className="field-error">{error}</p> : null}
    </fieldset>
  );
}

/** Disables an app (every grant and token of it ends); `busy` is its client id meanwhile. */
function useDisableApp(api: PartnerAppsAdminApi, onDisabled: () => void, onError: (message: string) => void) {
  const [busy, setBusy] = useState<string | null>(null);
  async function disable(clientId: string) {
    setBusy(clientId);
    try {
      await api.disable(clientId);
      notify.success(TEXT.disabled);
      onDisabled();
    } catch (caught) {
      onError(errorMessage(caught, TEXT.disableFailed));
    } finally {
      setBusy(null);
    }
  }
  return [busy, disable] as const;
}

/**
 * /admin, 'Ứng dụng đối tác': the partner apps of "Sign in with JobHub" (docs/partner-sign-in.md).
 * Register one (name, origins, redirect URIs, scopes; the API checks them and answers in
 * Vietnamese), read its client id, change it in the same form ('Sửa'), or disable it (every grant
 * and token of it ends).
 */
export function PartnerAppsSection() {
  const client = useClient();
  const api = useMemo(() => createPartnerAppsAdminApi(client), [client]);
  const [state, retry] = useResource('admin-partner-apps', () => api.list(), TEXT.loadFailed);
  const [name, setName] = useState('');
  const [origins, setOrigins] = useState('');
  const [redirects, setRedirects] = useState('');
  const [scopes, setScopes] = useState<PartnerScope[]>(['notifications']);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[] | undefined>>({});
  const [busy, disable] = useDisableApp(api, retry, setError);
  /** The app being changed in the form, or null to register a new one. */
  const [editing, setEditing] = useState<PartnerApp | null>(null);

  function fill(app: PartnerApp | null) {
    setEditing(app);
    setName(app?.name ?? '');
    setOrigins(app ? app.allowed_origins.join('\n') : '');
    setRedirects(app ? app.redirect_uris.join('\n') : '');
    setScopes(app ? app.scopes : ['notifications']);
    setError(null);
    setErrors({});
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setPending(true);
    setError(null);
    setErrors({});
    const body = { name, allowed_origins: lines(origins), redirect_uris: lines(redirects), scopes };
    try {
      if (editing) {
        await api.update(editing.client_id, body);
        notify.success(TEXT.updated);
      } else {
        const app = await api.create(body);
        notify.success(`${TEXT.created}: ${app.client_id}`);
      }
      fill(null);
      retry();
    } catch (caught) {
      setError(errorMessage(caught, editing ? TEXT.updateFailed : TEXT.saveFailed));
      setErrors(fieldErrors(caught));
    } finally {
      setPending(false);
    }
  }

  const toggle = (scope: PartnerScope) => setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));

  return (
    <section className="card stack" aria-labelledby="partner-apps-heading">
      <h2 id="partner-apps-heading">Ứng dụng đối tác</h2>
      <p className="muted">Ứng dụng được đăng nhập bằng JobHub và dùng chuông thông báo, khung chat của người dùng.</p>
      <AsyncStateNotice state={state} />
      {state.status === 'ready' && state.data.length === 0 ? <p className="muted">Chưa có ứng dụng đối tác nào.</p> : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <PartnerAppsTable apps={state.data} busy={busy} onEdit={fill} onDisable={(clientId) => void disable(clientId)} />
      ) : null}
      <h3 id="partner-app-form-heading">{editing ? `Sửa ứng dụng ${editing.name}` : 'Đăng ký ứng dụng mới'}</h3>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="partner-app-form-heading">
        <FormError message={error} />
        <InputField label="Tên ứng dụng" required value={name} onChange={(event) => setName(event.target.value)} error={firstError(errors, 'name')} />
        <TextareaField
          label="Nguồn gốc được phép (mỗi dòng một nguồn gốc)"
          hint="Ví dụ: https://doitac.vn"
          required
          rows={2}
          value={origins}
          onChange={(event) => setOrigins(event.target.value)}
          error={firstError(errors, 'allowed_origins')}
        />
        <TextareaField
          label="Địa chỉ chuyển hướng (mỗi dòng một địa chỉ)"
          hint="Ví dụ: https://doitac.vn/dang-nhap"
          required
          rows={2}
          value={redirects}
          onChange={(event) => setRedirects(event.target.value)}
          error={firstError(errors, 'redirect_uris')}
        />
        <ScopesFieldset scopes={scopes} onToggle={toggle} error={firstError(errors, 'scopes')} />
        <div className="actions">
          <SubmitButton pending={pending} className="btn btn-primary">
            {editing ? 'Lưu thay đổi' : 'Đăng ký ứng dụng'}
          </SubmitButton>
          {editing ? (
            <button type="button" className="btn btn-outline" onClick={() => fill(null)}>
              Hủy sửa
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
