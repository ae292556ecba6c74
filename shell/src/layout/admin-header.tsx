import { type AdminRole, paths, SITE, useAuth } from '@bbt/shared';
import { Link, NavLink } from '@bbt/shared/router';

import { useSignOut } from '../auth/sign-out';
import { roleLabelOf } from '../auth/user-display';
import { adminNavItemsFor } from './admin-nav-items';

/** Inline (the header is also prerendered, without the apps' CSS): labels never break on phones. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** Staff work with wide tables: the admin area (mfe-admin's pages too) is wider than the site. */
const ADMIN_WIDTH = { width: 'min(100% - 2rem, 90rem)' } as const;

/** Invisible, out of the accessibility tree and of the tab order, but still taking its room. */
const KEPT_PLACE = { visibility: 'hidden' } as const;

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
      <div className="container admin-header__inner" style={ADMIN_WIDTH}>
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
          {role && (
            <span className="role-badge" style={NO_WRAP}>
              {roleLabelOf(role)}
            </span>
          )}
          <Link to={paths.home} style={NO_WRAP}>
            Back to site
          </Link>
          {/* Its place is kept while the session loads (nearly everyone here is signed in), and
              the actions are right-aligned with the badge first: what arrives moves nothing. */}
          {status !== 'signed-out' && (
            <button
              type="button"
              className="btn btn--light"
              onClick={signOut}
              style={status === 'loading' ? KEPT_PLACE : undefined}
            >
              Sign Out
            </button>
          )}
        </div>
      </div>
    </header>
  );
}
