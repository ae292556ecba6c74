import { useAuth } from '@bbt/shared';
import { Avatar, Badge, Icon } from '@bbt/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@bbt/shared/router';

import { accountNavItemsFor } from '../layout/nav-items';
import { useSignOut } from './sign-out';
import { displayNameOf, roleLabelOf } from './user-display';

/**
 * The signed-in user's disclosure menu: initials, name, role badge, Dashboard, My jobs (drivers
 * only), Admin Panel (staff only), My Bookings, Account Settings and Sign Out. Escape and a click
 * outside close it; Escape puts focus back on the button.
 */
export function UserMenu() {
  const user = useAuth((state) => state.user);
  const adminRole = useAuth((state) => state.adminRole);
  const isDriver = useAuth((state) => state.isDriver);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const signOut = useSignOut();

  useEffect(() => {
    if (!open) return;
    const closeOnOutside = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', closeOnOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('mousedown', closeOnOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (!user) return null;
  const name = displayNameOf(user);
  const role = roleLabelOf(adminRole, isDriver);
  const close = () => setOpen(false);

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Avatar name={name} />
        <span className="user-menu__name">{name}</span>
        <Icon name="chevronDown" size={16} />
      </button>
      {open && (
        <div id={panelId} className="user-menu__panel">
          <div className="user-menu__who">
            <Avatar name={name} size="lg" />
            <div>
              <strong>{name}</strong>
              {user.email && user.email !== name && (
                <span className="user-menu__email">{user.email}</span>
              )}
              <Badge tone={adminRole ? 'info' : 'neutral'}>{role}</Badge>
            </div>
          </div>
          <ul>
            {accountNavItemsFor(adminRole !== null, isDriver).map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={close}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li className="user-menu__sign-out">
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
