import { paths, SITE, useAuth } from '@bbt/shared';
import { Link, NavLink } from 'react-router-dom';

import { useSignOut } from '../auth/sign-out';
import { roleLabelOf } from '../auth/user-display';
import { adminNavItemsFor } from './admin-nav-items';

export function AdminHeader() {
  const adminRole = useAuth((state) => state.adminRole);
  const status = useAuth((state) => state.status);
  const signOut = useSignOut();
  return (
    <header className="admin-header">
      <div className="container admin-header__inner">
        <Link to={paths.admin} className="brand">
          {SITE.businessName}
          <small>Admin panel</small>
        </Link>
        <nav className="admin-nav" aria-label="Admin">
          <ul>
            {adminNavItemsFor(adminRole).map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="admin-header__actions">
          {adminRole && <span className="role-badge">{roleLabelOf(adminRole)}</span>}
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
