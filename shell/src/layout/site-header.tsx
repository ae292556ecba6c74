import { type AuthDialogMode, SITE, useAuth } from '@bbt/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';

import { UserMenu } from '../auth/user-menu';
import { BOOK_NOW_TARGET, PUBLIC_NAV_ITEMS } from './nav-items';

export interface SiteHeaderProps {
  onOpenAuth: (mode: AuthDialogMode) => void;
}

export function SiteHeader({ onOpenAuth }: SiteHeaderProps) {
  const status = useAuth((state) => state.status);
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand">
          {SITE.businessName}
          <small>Transfers · Tours · Concierge</small>
        </Link>
        <nav className="site-nav" aria-label="Main">
          <ul>
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <Link to={item.to}>{item.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__actions">
          <a className="site-header__phone" href={`tel:${SITE.phoneE164}`}>
            {SITE.phoneDisplay}
          </a>
          {status === 'signed-in' ? (
            <UserMenu />
          ) : (
            <div className="site-header__auth">
              <button type="button" className="btn btn--ghost" onClick={() => onOpenAuth('login')}>
                Login
              </button>
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => onOpenAuth('signup')}
              >
                Sign Up
              </button>
            </div>
          )}
          <Link to={BOOK_NOW_TARGET} className="btn btn--primary">
            Book Now
          </Link>
          <button
            type="button"
            className="btn btn--ghost menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? 'Close menu' : 'Menu'}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" className="mobile-menu container" aria-label="Mobile">
          <ul>
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={closeMenu}>
                  {item.label}
                </Link>
              </li>
            ))}
            <li>
              <a href={`tel:${SITE.phoneE164}`}>Call {SITE.phoneDisplay}</a>
            </li>
            {status !== 'signed-in' && (
              <>
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      closeMenu();
                      onOpenAuth('login');
                    }}
                  >
                    Login
                  </button>
                </li>
                <li>
                  <button
                    type="button"
                    onClick={() => {
                      closeMenu();
                      onOpenAuth('signup');
                    }}
                  >
                    Sign Up
                  </button>
                </li>
              </>
            )}
          </ul>
        </nav>
      )}
    </header>
  );
}
