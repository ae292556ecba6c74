import { type AdminRole, paths, SITE, useAuth } from '@bbt/shared';
import { Link, NavLink } from 'react-router-dom';

import { useSignOut } from '../auth/sign-out';
import { roleLabelOf } from '../auth/user-display';
import { adminNavItemsFor } from './admin-nav-items';

export interface AdminHeaderProps {
  /** The checked staff role; null while access is being checked (and in the prerendered HTML). */
  role?: AdminRole | null;
}

/**
 * The admin header: the items the role may open and its badge ('Super Admin' or 'Admin'). Until the
 * role is known it shows only the brand and the way back to the site, never the admin navigation.
 */
export function AdminHeader({ role = null }: AdminHeaderProps) {
  const status = useAuth((state) => state.status);
  const signOut = useSignOut();
  return (
    <header className="admin-header">
      <div className="container admin-header__inner">
        <Link to={role ? paths.admin : paths.home} className="brand">
          {SITE.businessName}
          <small>Admin panel</small>
        </Link>
        {role && (
          <nav className="admin-nav" aria-label="Admin">
            <ul>
              {adminNavItemsFor(role).map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <div className="admin-header__actions">
          {role && <span className="role-badge">{roleLabelOf(role)}</span>}
          <Link to={paths.home}>Back to site</Link>
          {status === 'signed-in' && (
            <button type="button" className="btn btn--light" onClick={signOut}>
              Sign Out
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
