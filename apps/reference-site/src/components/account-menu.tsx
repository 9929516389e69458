import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '@jobhub/widgets';
import { ChevronDownIcon } from './icons';
import { useDismiss } from './use-dismiss';

/** One entry of the account menu. */
export interface AccountMenuLink {
  to: string;
  label: string;
}

/**
 * The account dropdown of the candidate header and of the employer top bar: avatar and name on the
 * trigger, the role's links, then 'Đăng xuất'.
 *
 * @param id - id of the menu list, referenced by the trigger's aria-controls
 * @param returnFocus - on Escape or an outside press, move focus back to the trigger; the
 *   candidate header does, the employer top bar keeps its older behaviour of not doing so
 * @param closeOnNavigate - close when the route changes by any means (back button included), not
 *   only when one of its own links is clicked
 * @example
 * <AccountMenu id="profile-menu" name={name} links={PROFILE_LINKS} onLogout={onLogout} returnFocus closeOnNavigate />
 */
export function AccountMenu({
  id,
  name,
  links,
  onLogout,
  returnFocus = false,
  closeOnNavigate = false,
}: {
  id: string;
  name: string;
  links: readonly AccountMenuLink[];
  onLogout: () => void;
  returnFocus?: boolean;
  closeOnNavigate?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const dismiss = useCallback(() => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, [returnFocus]);
  useDismiss(ref, open, dismiss);
  const { pathname } = useLocation();
  useEffect(() => {
    if (closeOnNavigate) close();
  }, [pathname, close, closeOnNavigate]);
  return (
    <div className="dropdown" ref={ref}>
      <button
        ref={buttonRef}
        type="button"
        className="dropdown-trigger"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`Tài khoản: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} letters={2} className="avatar" />
        <span className="dropdown-name" aria-hidden="true">
          {name}
        </span>
        <ChevronDownIcon />
      </button>
      {open ? (
        <ul className="dropdown-menu" id={id}>
          {links.map((link) => (
            <li key={link.to + link.label}>
              <Link to={link.to} onClick={close}>
                {link.label}
              </Link>
            </li>
          ))}
          <li className="menu-sep-before">
            <button
              type="button"
              className="danger"
              onClick={() => {
                close();
                onLogout();
              }}
            >
              Đăng xuất
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
