import { type AuthDialogMode, getRuntimeConfig, SITE, useAuth, useSiteSettings } from '@bbt/shared';
import { mailtoHref } from '@bbt/shared/domain';
import { lazy, Suspense } from 'react';
import { Link } from '@bbt/shared/router';

import { MobileMenu } from './mobile-menu';
import { BOOK_NOW_TARGET, PUBLIC_NAV_ITEMS } from './nav-items';

// Only signed-in visitors see it, so its code (and the kit pieces it uses) loads only for them.
const UserMenu = lazy(() =>
  import('../auth/user-menu').then((module) => ({ default: module.UserMenu })),
);

export interface SiteHeaderProps {
  onOpenAuth: (mode: AuthDialogMode) => void;
}

/**
 * The public header: section links, the support phone and e-mail, Login and Sign Up
 * or the signed-in menu, Book Now, and on phones a menu that works before JavaScript. Rendered to HTML at build time as well
 * (prerender.tsx), so it uses global classes and nothing that needs a browser.
 */
export function SiteHeader({ onOpenAuth }: SiteHeaderProps) {
  const status = useAuth((state) => state.status);
  const phoneDisplay = useSiteSettings((settings) => settings.phoneDisplay);
  const phoneE164 = useSiteSettings((settings) => settings.phoneE164);
  const phoneHref = `tel:${phoneE164}`;
  const supportEmail =
    useSiteSettings((settings) => settings.supportEmail) || getRuntimeConfig().supportEmail;
  const contact = { phoneDisplay, phoneHref, supportEmail };

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
          {/* A box of fixed width (site-chrome.css): the phone and e-mail from the site settings,
              which may arrive after the first paint, move nothing. */}
          <div className="site-header__contact">
            <a className="site-header__phone" href={phoneHref}>
              {phoneDisplay}
            </a>
            <a className="site-header__email" href={mailtoHref(supportEmail)} title={supportEmail}>
              {supportEmail}
            </a>
          </div>
          {/* A fixed width (site-chrome.css) whoever is signed in: the menu that replaces Login and
              Sign Up once the session is known moves neither the navigation nor Book Now. */}
          <div className="site-header__session">
            {status === 'signed-in' ? (
              <div className="site-header__account">
                <Suspense fallback={null}>
                  <UserMenu />
                </Suspense>
              </div>
            ) : (
              <div className="site-header__auth">
                <button
                  type="button"
                  className="btn btn--ghost"
                  onClick={() => onOpenAuth('login')}
                >
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
          </div>
          <Link to={BOOK_NOW_TARGET} className="btn btn--primary site-header__book">
            Book Now
          </Link>
          <MobileMenu onOpenAuth={onOpenAuth} {...contact} />
        </div>
      </div>
    </header>
  );
}
