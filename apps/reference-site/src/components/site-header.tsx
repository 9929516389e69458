import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession } from '../app/client-context';
import { useLogout } from '../app/use-logout';
import { AccountMenu } from './account-menu';
import { CloseIcon, Logo, MenuIcon } from './icons';
import { useEscapeKey, useFocusTrap } from './use-dismiss';
import { LazyHeaderWidgets } from '../realtime/lazy-realtime';

/** Opens the header's notification bell (its trigger lives in the widget's open shadow root). */
function openNotificationBell(): void {
  const host = document.querySelector('.header-bell');
  host?.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-expanded]')?.click();
}

const MAIN_LINKS = [
  { to: '/job-search', label: 'Tìm việc' },
  { to: '/companies', label: 'Công ty' },
  { to: '/gemini-chat', label: 'JobHub AI' },
  { to: '/premium', label: 'Premium' },
] as const;

const PROFILE_LINKS = [
  { to: '/profile', label: 'Hồ sơ cá nhân' },
  { to: '/my-applications', label: 'Việc đã ứng tuyển' },
  { to: '/saved-jobs', label: 'Việc đã lưu' },
  { to: '/my-criteria', label: 'Tiêu chí tìm việc' },
  { to: '/job-recommendations', label: 'Việc làm gợi ý' },
  { to: '/gemini-chat', label: 'JobHub AI' },
] as const;

function MobileMenu({
  authenticated,
  messagesPath,
  onClose,
  onLogout,
}: {
  authenticated: boolean;
  messagesPath: string;
  onClose: () => void;
  onLogout: () => void;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, true);
  useEscapeKey(true, onClose);
  return (
    <>
      <div className="overlay mobile-only" onClick={onClose} aria-hidden="true" />
      <div className="side-menu" id="mobile-menu" role="dialog" aria-modal="true" aria-label="Menu" ref={ref}>
        <div className="side-menu-head">
          <Link to="/" className="logo" onClick={onClose}>
            <Logo />
          </Link>
          <button type="button" className="icon-btn" onClick={onClose} aria-label="Đóng menu">
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="Menu di động">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} onClick={onClose}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {authenticated ? (
            <>
              <p className="side-menu-title">Tài khoản</p>
              <ul>
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      onClose();
                      // After the menu closed and focus returned to its toggle.
                      setTimeout(openNotificationBell, 0);
                    }}
                  >
                    Thông báo
                  </button>
                </li>
                <li>
                  <Link to={messagesPath} onClick={onClose}>
                    Tin nhắn
                  </Link>
                </li>
                {PROFILE_LINKS.filter((link) => link.to !== '/gemini-chat').map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={onClose}>
                      {link.label}
                    </Link>
                  </li>
                ))}
                <li>
                  <button type="button" onClick={() => { onClose(); onLogout(); }}>
                    Đăng xuất
                  </button>
                </li>
              </ul>
            </>
          ) : (
            <ul>
              <li>
                <Link to="/login" onClick={onClose}>
                  Đăng nhập
                </Link>
              </li>
              <li>
                <Link to="/register" onClick={onClose}>
                  Đăng ký
                </Link>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </>
  );
}

/** Candidate header (SPEC §2): logo, main links, account area and a mobile side menu under 768 px. */
export function SiteHeader() {
  const session = useSession();
  const logout = useLogout();
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => setMenuOpen(false), [pathname]);
  const user = session.status === 'authenticated' ? session.user : null;
  const name = user ? user.fullname || user.username : '';
  const onLogout = () => void logout();
  return (
    <header className="site-header">
      <div className="container site-header-inner">
        <Link to="/" className="logo" aria-label="JobHub - Trang chủ">
          <Logo />
        </Link>
        <nav className="main-nav" aria-label="Điều hướng chính">
          <ul>
            {MAIN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to}>{link.label}</NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="header-actions">
          {user ? (
            <>
              <div className="header-slot" data-slot="header-widgets">
                <LazyHeaderWidgets />
              </div>
              <Link to="/premium" className="btn btn-premium desktop-only">
                Premium
              </Link>
              <div className="desktop-only">
                <AccountMenu id="profile-menu" name={name} links={PROFILE_LINKS} onLogout={onLogout} returnFocus closeOnNavigate />
              </div>
            </>
          ) : (
            <>
              <Link to="/login" className="btn btn-ghost desktop-only">
                Đăng nhập
              </Link>
              <Link to="/register" className="btn btn-primary desktop-only">
                Đăng ký
              </Link>
            </>
          )}
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label="Mở menu"
            onClick={() => setMenuOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      {menuOpen ? (
        <MobileMenu
          authenticated={Boolean(user)}
          messagesPath={user?.role === 'employer' ? '/employer/messages' : '/candidate/messages'}
          onClose={closeMenu}
          onLogout={onLogout}
        />
      ) : null}
    </header>
  );
}
