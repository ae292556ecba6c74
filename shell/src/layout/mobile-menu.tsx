import { type AuthDialogMode, useAuth } from '@bbt/shared';
import { mailtoHref } from '@bbt/shared/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useLocation } from '@bbt/shared/router';

import { useSignOut } from '../auth/sign-out';
import { displayNameOf, roleLabelOf } from '../auth/user-display';
import { accountNavItemsFor, PUBLIC_NAV_ITEMS } from './nav-items';

export interface MobileMenuProps {
  onOpenAuth: (mode: AuthDialogMode) => void;
  phoneDisplay: string;
  phoneHref: string;
  supportEmail: string;
}

/**
 * The phone header's menu. A native <details>, so it opens, closes and navigates before any script
 * has run (the header is prerendered into the HTML); once React runs it also closes on a choice, on
 * Escape (focus back on the toggle), on a click outside and on every route change.
 */
export function MobileMenu({ onOpenAuth, phoneDisplay, phoneHref, supportEmail }: MobileMenuProps) {
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  const status = useAuth((state) => state.status);

  const close = (returnFocus = false) => {
    const details = detailsRef.current;
    if (!details?.open) return;
    details.open = false;
    if (returnFocus) details.querySelector('summary')?.focus();
  };

  useEffect(() => close(), [location.key]);

  useEffect(() => {
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && detailsRef.current?.open) close(true);
    };
    const closeOnOutside = (event: MouseEvent) => {
      if (!detailsRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', closeOnEscape);
    document.addEventListener('click', closeOnOutside);
    return () => {
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('click', closeOnOutside);
    };
  }, []);

  const openAuth = (mode: AuthDialogMode) => {
    close();
    onOpenAuth(mode);
  };

  return (
    <details ref={detailsRef} className="mobile-menu">
      <summary className="btn btn--ghost mobile-menu__toggle">
        <MenuIcon />
        <span className="mobile-menu__closed-label">Menu</span>
        <span className="mobile-menu__open-label">Close menu</span>
      </summary>
      <div className="mobile-menu__panel">
        <nav aria-label="Mobile" className="container">
          <ul className="mobile-menu__links">
            {PUBLIC_NAV_ITEMS.map((item) => (
              <li key={item.label}>
                <Link to={item.to} onClick={() => close()}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mobile-menu__group">
            {status === 'signed-in' ? (
              <SignedInItems onChoose={() => close()} />
            ) : (
              <div className="mobile-menu__auth">
                <button
                  type="button"
                  className="btn btn--secondary"
                  onClick={() => openAuth('login')}
                >
                  Login
                </button>
                <button
                  type="button"
                  className="btn btn--primary"
                  onClick={() => openAuth('signup')}
                >
                  Sign Up
                </button>
              </div>
            )}
          </div>
          <p className="mobile-menu__call">
            <a href={phoneHref}>Call us: {phoneDisplay}</a>
          </p>
          <p className="mobile-menu__call mobile-menu__email">
            <a href={mailtoHref(supportEmail)}>Email us: {supportEmail}</a>
          </p>
        </nav>
      </div>
    </details>
  );
}

function SignedInItems({ onChoose }: { onChoose: () => void }): ReactNode {
  const user = useAuth((state) => state.user);
  const adminRole = useAuth((state) => state.adminRole);
  const isDriver = useAuth((state) => state.isDriver);
  const signOut = useSignOut();
  if (!user) return null;
  return (
    <>
      <p className="mobile-menu__who">
        Signed in as <strong>{displayNameOf(user)}</strong> ({roleLabelOf(adminRole, isDriver)}{' '}
        account)
      </p>
      <ul className="mobile-menu__links">
        {accountNavItemsFor(adminRole !== null, isDriver).map((item) => (
          <li key={item.label}>
            <Link to={item.to} onClick={onChoose}>
              {item.label}
            </Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            onClick={() => {
              onChoose();
              signOut();
            }}
          >
            Sign Out
          </button>
        </li>
      </ul>
    </>
  );
}

/** Three lines; drawn inline because the header is rendered to HTML at build time. */
function MenuIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}
