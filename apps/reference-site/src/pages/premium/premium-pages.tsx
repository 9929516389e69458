/**
 * Premium (SPEC §4, API.md Premium and payments): /premium (candidates) and /employer/premium
 * (employers) show the packages of the role with their price and feature lines, the running
 * Premium with its expiry and days left, and the history; 'Mua ngay' starts a payment and sends
 * the browser to the payment page. /payment-success and /payment-failed are where VNPay's return
 * lands. The data lives in the SDK's Premium store (`createPremiumStore`: `$packages`, `purchase`).
 */
import { useEffect, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useStore } from '@nanostores/react';
import { formatDate, formatVnd, paymentFailureMessage, type PremiumPackage, type PremiumPeriodStatus } from '@jobhub/sdk';
import { useClient, useSession } from '../../app/client-context';
import { notify } from '../../app/notify';
import { useDocumentTitle } from '../../components/use-document-title';
import { useRealtimeKit } from '../../realtime/use-realtime-kit';
import './premium.css';
import { Check } from 'lucide-react';
import { ErrorBox } from '../../components/error-box';

const DAY_MS = 86_400_000;

const PERIOD_LABELS: Record<PremiumPeriodStatus, string> = {
  active: 'Đang hoạt động',
  expired: 'Đã hết hạn',
  cancelled: 'Đã hủy',
  refunded: 'Đã hoàn tiền',
  extended: 'Đã gia hạn',
};

/** The Premium page of a role. */
function usePremiumPath(): string {
  const session = useSession();
  return session.status === 'authenticated' && session.user.role === 'employer' ? '/employer/premium' : '/premium';
}

function PackageCard({ pkg, active, premium, busy, onBuy }: { pkg: PremiumPackage; active: boolean; premium: boolean; busy: boolean; onBuy: () => void }) {
  const id = `package-${pkg.id}`;
  return (
    <article className={active ? 'card premium-package is-active' : 'card premium-package'} aria-labelledby={id}>
      <h3 id={id}>{pkg.name}</h3>
      <p className="premium-price">
        <strong>{formatVnd(pkg.price)}</strong> <span className="muted">/ {pkg.duration_days} ngày</span>
      </p>
      <ul className="premium-features">
        {pkg.features.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {active ? (
        <button type="button" className="btn btn-outline btn-block" disabled>
          Đã kích hoạt
        </button>
      ) : (
        <button type="button" className="btn btn-premium btn-block" disabled={premium || busy} onClick={onBuy} aria-label={`Mua ngay ${pkg.name}`}>
          {busy ? 'Đang chuyển đến trang thanh toán…' : 'Mua ngay'}
        </button>
      )}
    </article>
  );
}

function PremiumArea({ role }: { role: 'candidate' | 'employer' }) {
  const kit = useRealtimeKit();
  const client = useClient();
  const state = useStore(kit.premium.$packages);
  const [buying, setBuying] = useState<number | null>(null);
  useDocumentTitle(role === 'employer' ? 'Premium cho nhà tuyển dụng' : 'JobHub Premium');

  async function buy(pkg: PremiumPackage) {
    setBuying(pkg.id);
    const result = await kit.premium.purchase(pkg.id);
    if (result.ok) {
      window.location.assign(result.data.payment_url);
      return;
    }
    setBuying(null);
    notify.error(result.message);
  }

  const data = state.data;
  const expiry = data?.user_is_premium ? data.premium_expiry : null;
  const daysLeft = expiry ? Math.max(0, Math.ceil((Date.parse(expiry) - client.now()) / DAY_MS)) : 0;
  const activeName = data?.packages.find((pkg) => pkg.id === data.active_package_id)?.name;

  return (
    <div className={role === 'employer' ? 'stack premium-page' : 'container page stack premium-page'}>
      <header className="stack">
        <h1>{role === 'employer' ? 'Premium cho nhà tuyển dụng' : 'JobHub Premium'}</h1>
        <p className="muted">
          {role === 'employer'
            ? 'Đăng nhiều tin hơn, xem thông tin liên hệ của ứng viên và được ưu tiên trong kết quả tìm kiếm.'
            : 'Nhắn tin trực tiếp với nhà tuyển dụng, ứng tuyển nhiều việc hơn mỗi ngày và xem số người đã ứng tuyển.'}
        </p>
      </header>
      {state.status === 'error' ? (
        <ErrorBox message={state.message} onRetry={() => void kit.premium.refresh()} />
      ) : null}
      {!data && state.status !== 'error' ? <p className="loading">Đang tải các gói Premium…</p> : null}
      {data ? (
        <>
          {expiry ? (
            <section className="card premium-active" aria-labelledby="premium-active-title">
              <h2 id="premium-active-title">Gói Premium đang hoạt động</h2>
              <dl className="dl">
                {activeName ? (
                  <>
                    <dt>Gói</dt>
                    <dd>{activeName}</dd>
                  </>
                ) : null}
                <dt>Hiệu lực đến</dt>
                <dd>{formatDate(expiry, 'date-time')}</dd>
                <dt>Còn lại</dt>
                <dd>{daysLeft} ngày</dd>
              </dl>
              <p className="muted">Bạn có thể mua gói mới sau khi gói hiện tại hết hạn.</p>
            </section>
          ) : null}
          <section aria-labelledby="premium-packages-title" className="stack">
            <h2 id="premium-packages-title">Các gói Premium</h2>
            {data.packages.length === 0 ? <p className="muted">Chưa có gói Premium nào cho tài khoản của bạn.</p> : null}
            <div className="premium-grid">
              {data.packages.map((pkg) => (
                <PackageCard
                  key={pkg.id}
                  pkg={pkg}
                  active={data.user_is_premium && data.active_package_id === pkg.id}
                  premium={data.user_is_premium}
                  busy={buying === pkg.id}
                  onBuy={() => void buy(pkg)}
                />
              ))}
            </div>
            {data.payment_sandbox ? (
              <p className="alert alert-info" role="note">
                Môi trường phát triển: 'Mua ngay' mở trang thanh toán thử nghiệm của JobHub (thay cho VNPay), với thẻ thử nghiệm điền sẵn. Không có tiền thật
                nào được chuyển.
              </p>
            ) : null}
          </section>
          <section aria-labelledby="premium-history-title" className="stack">
            <h2 id="premium-history-title">Lịch sử Premium</h2>
            {data.premium_history.length === 0 ? (
              <p className="muted">Bạn chưa mua gói Premium nào.</p>
            ) : (
              <div className="table-wrap">
                <table className="data-table">
                  <caption className="visually-hidden">Lịch sử Premium</caption>
                  <thead>
                    <tr>
                      <th scope="col">Gói</th>
                      <th scope="col">Giá</th>
                      <th scope="col">Bắt đầu</th>
                      <th scope="col">Kết thúc</th>
                      <th scope="col">Trạng thái</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.premium_history.map((row) => (
                      <tr key={row.id}>
                        <td>{row.package_name ?? 'Premium'}</td>
                        <td>{row.price === null ? '—' : formatVnd(row.price)}</td>
                        <td>{row.start_date ? formatDate(row.start_date) : '—'}</td>
                        <td>{row.end_date ? formatDate(row.end_date) : '—'}</td>
                        <td>{PERIOD_LABELS[row.status]}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}

/** /premium: the candidate's packages (an employer is sent to /employer/premium). */
export function PremiumPage() {
  const session = useSession();
  if (session.status === 'authenticated' && session.user.role === 'employer') return <Navigate to="/employer/premium" replace />;
  return <PremiumArea role="candidate" />;
}

/** /employer/premium, inside the employer layout. */
export function EmployerPremiumPage() {
  return <PremiumArea role="employer" />;
}

/** The account and packages are read again once the payment result is known. */
function useReloadAfterPayment() {
  const kit = useRealtimeKit();
  useEffect(() => {
    void kit.account.refresh();
    void kit.premium.refresh();
  }, [kit]);
}

/** /payment-success?package=…&name=…&duration=…&until=… (the server's redirect after a paid return). */
export function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const premiumPath = usePremiumPath();
  useReloadAfterPayment();
  useDocumentTitle('Thanh toán thành công');
  const name = params.get('name');
  const duration = params.get('duration');
  const until = params.get('until');
  return (
    <div className="container page page-narrow">
      <div className="card pending-page stack">
        <div className="badge-big" aria-hidden="true">
          <Check focusable="false" />
        </div>
        <h1>Thanh toán thành công</h1>
        <p>{name ? `Bạn đã kích hoạt ${name}. Cảm ơn bạn đã sử dụng JobHub Premium!` : 'Cảm ơn bạn đã sử dụng JobHub Premium!'}</p>
        {duration || until ? (
          <dl className="dl premium-result">
            {duration ? (
              <>
                <dt>Thời hạn</dt>
                <dd>{duration} ngày</dd>
              </>
            ) : null}
            {until ? (
              <>
                <dt>Hiệu lực đến</dt>
                <dd>{formatDate(until, 'date-time')}</dd>
              </>
            ) : null}
          </dl>
        ) : null}
        <p>
          <Link className="btn btn-primary" to={premiumPath}>
            Xem gói Premium
          </Link>
        </p>
      </div>
    </div>
  );
}

/** /payment-failed?reason=<code>: why (the code's text, never one from the URL), and 'Thử lại' back to the Premium page. */
export function PaymentFailedPage() {
  const [params] = useSearchParams();
  const premiumPath = usePremiumPath();
  useReloadAfterPayment();
  useDocumentTitle('Thanh toán thất bại');
  const reason = paymentFailureMessage(params.get('reason'));
  return (
    <div className="container page page-narrow">
      <div className="card pending-page stack">
        <div className="badge-big" aria-hidden="true">
          !
        </div>
        <h1>Thanh toán thất bại</h1>
        <p>{reason ? `${reason}. ` : ''}Giao dịch chưa được hoàn tất và tài khoản của bạn không bị trừ tiền.</p>
        <p>
          <Link className="btn btn-primary" to={premiumPath}>
            Thử lại
          </Link>
        </p>
      </div>
    </div>
  );
}
