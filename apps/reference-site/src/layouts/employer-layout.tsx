import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../app/client-context';
import { useLogout } from '../app/use-logout';
import { ActivationGate, useNotActivated } from '../app/activation-gate';
import { AccountMenu } from '../components/account-menu';
import { CloseIcon, Logo, MenuIcon } from '../components/icons';
import { useEscapeKey, useFocusTrap } from '../components/use-dismiss';
import { PageLoading } from '../components/page-loading';
import { QuietErrorBoundary } from '../components/error-boundary';
import { LazyEmployerTopbarWidgets } from '../realtime/lazy-realtime';
import { UnreadMessagesBadge } from '../realtime/unread-messages';
import { SIDEBAR_MESSAGE_BADGE_CAP } from '@jobhub/sdk';
import { Avatar } from '@jobhub/widgets';
import { useProfile } from '../pages/account/use-profile';

const SIDEBAR_LINKS = [
  { to: '/employer', label: 'Tổng quan', end: true },
  { to: '/employer/profile', label: 'Thông tin cá nhân' },
  { to: '/employer/company', label: 'Thông tin công ty' },
  { to: '/employer/posts', label: 'Tin tuyển dụng' },
  { to: '/employer/notifications', label: 'Thông báo' },
  { to: '/employer/messages', label: 'Tin nhắn', badge: 'messages' },
  { to: '/employer/settings', label: 'Cài đặt' },
  { to: '/employer/premium', label: 'Premium' },
] as const;

const MOBILE_QUERY = '(max-width: 767.98px)';

function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}

/** The user's full name: session first, then the profile, else 'Người dùng'. */
function useFullname(): string {
  const session = useSession();
  const fromSession = session.status === 'authenticated' ? session.user.fullname : undefined;
  // The profile is asked for only when the session has no name; a failure keeps the fallback.
  const [profile] = useProfile(!fromSession);
  const fromProfile = profile.status === 'ready' ? profile.data.fullname : undefined;
  return fromSession || fromProfile || 'Người dùng';
}

/** Entries of the top bar's account menu. */
const USER_MENU_LINKS = [
  { to: '/employer/profile', label: 'Thông tin cá nhân' },
  { to: '/employer/company', label: 'Thông tin công ty' },
] as const;

/**
 * Employer area layout (SPEC §2): sidebar with the user's name and 'Nhà tuyển dụng', links, top bar
 * with a user menu; under 768 px the sidebar is a drawer with an overlay.
 */
export default function EmployerLayout() {
  const name = useFullname();
  const logout = useLogout();
  const notActivated = useNotActivated();
  const onLogout = () => void logout();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const sidebarRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();
  const drawer = mobile && drawerOpen;
  const closeDrawer = useCallback(() => {
    setDrawerOpen(false);
    toggleRef.current?.focus();
  }, []);
  useEffect(() => setDrawerOpen(false), [pathname, search]);
  useFocusTrap(sidebarRef, drawer);
  useEscapeKey(drawer, closeDrawer);
  // A modal drawer under 768 px (a dialog cannot be an <aside>), the complementary sidebar otherwise.
  const SidebarTag = drawer ? 'div' : 'aside';

  return (
    <div className="employer-shell" data-layout="employer">
      <a className="skip-link" href="#employer-content">
        Bỏ qua đến nội dung chính
      </a>
      {drawer ? <div className="overlay employer-overlay" onClick={closeDrawer} aria-hidden="true" /> : null}
      <SidebarTag
        id="employer-sidebar"
        ref={sidebarRef}
        className={`employer-sidebar${drawerOpen ? ' open' : ''}`}
        aria-label="Thanh bên nhà tuyển dụng"
        {...(drawer ? { role: 'dialog', 'aria-modal': true } : {})}
      >
        <div className="sidebar-brand">
          <Link to="/employer" className="logo" aria-label="JobHub - Nhà tuyển dụng">
            <Logo />
          </Link>
          {drawer ? (
            <button type="button" className="icon-btn sidebar-close" onClick={closeDrawer} aria-label="Đóng menu">
              <CloseIcon />
            </button>
          ) : null}
        </div>
        <div className="sidebar-user">
          <Avatar name={name} letters={2} className="avatar" />
          <div>
            <strong>{name}</strong>
            <span>Nhà tuyển dụng</span>
          </div>
        </div>
        <nav className="sidebar-nav" aria-label="Điều hướng nhà tuyển dụng">
          <ul>
            {SIDEBAR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={'end' in link ? link.end : false} className={({ isActive }) => (isActive && !link.to.includes('?') ? 'active' : undefined)}>
                  <span>{link.label}</span>
                  {'badge' in link && !notActivated ? (
                    <QuietErrorBoundary>
                      <Suspense fallback={null}>
                        <UnreadMessagesBadge cap={SIDEBAR_MESSAGE_BADGE_CAP} />
                      </Suspense>
                    </QuietErrorBoundary>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li className="sidebar-logout">
              <button type="button" onClick={onLogout}>
                Đăng xuất
              </button>
            </li>
          </ul>
        </nav>
      </SidebarTag>
      <div className="employer-main">
        <header className="employer-topbar">
          <button
            ref={toggleRef}
            type="button"
            className="icon-btn drawer-toggle"
            aria-expanded={drawerOpen}
            aria-controls="employer-sidebar"
            aria-label={drawerOpen ? 'Đóng menu' : 'Mở menu'}
            onClick={() => setDrawerOpen((value) => !value)}
          >
            {drawerOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <div className="spacer" />
          <div className="header-slot" data-slot="employer-topbar-widgets">
            <LazyEmployerTopbarWidgets />
          </div>
          <AccountMenu id="employer-user-menu" name={name} links={USER_MENU_LINKS} onLogout={onLogout} />
        </header>
        <main id="employer-content" className="employer-content" tabIndex={-1}>
          <Suspense fallback={<PageLoading />}>
            <ActivationGate>
              <Outlet />
            </ActivationGate>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
