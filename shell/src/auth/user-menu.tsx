import { paths, useAuth } from '@bbt/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';

import { useSignOut } from './sign-out';
import { displayNameOf, initialsOf, roleLabelOf } from './user-display';

/** The signed-in user's disclosure menu: initials, name, role badge and account links. */
export function UserMenu() {
  const user = useAuth((state) => state.user);
  const adminRole = useAuth((state) => state.adminRole);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  const close = () => setOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="avatar" aria-hidden="true">
          {initialsOf(user)}
        </span>
        <span>{displayNameOf(user)}</span>
      </button>
      {open && (
        <div id={panelId} className="user-menu__panel">
          <div className="user-menu__who">
            <strong>{displayNameOf(user)}</strong>
            <div>
              <span className="role-badge">{roleLabelOf(adminRole)}</span>
            </div>
          </div>
          <ul>
            <li>
              <Link to={paths.dashboard} onClick={close}>
                Dashboard
              </Link>
            </li>
            {adminRole && (
              <li>
                <Link to={paths.admin} onClick={close}>
                  Admin Panel
                </Link>
              </li>
            )}
            <li>
              <Link to={paths.myBookings} onClick={close}>
                My Bookings
              </Link>
            </li>
            <li>
              <Link to={paths.accountSettings} onClick={close}>
                Account Settings
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  signOut();
                }}
              >
                Sign Out
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
