import { Link } from 'react-router';

/** The notice shown instead of a page that needs an activated account (lazy: rarely needed). */
export default function ActivationNotice() {
  return (
    <div className="container page page-narrow">
      <section className="card stack" aria-labelledby="activation-needed">
        <h1 id="activation-needed">Tài khoản chưa được kích hoạt</h1>
        <p>Vui lòng kích hoạt tài khoản qua liên kết trong email để sử dụng tính năng này.</p>
        <p>
          <Link to="/activate" className="btn btn-primary">
            Gửi lại mã kích hoạt
          </Link>
        </p>
      </section>
    </div>
  );
}
