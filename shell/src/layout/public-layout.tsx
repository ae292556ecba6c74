import type { AuthDialogMode } from '@bbt/shared';
import { useRef, useState } from 'react';
import { Outlet } from '@bbt/shared/router';

import { AuthDialogHost } from './auth-dialog-host';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function PublicLayout() {
  const [authMode, setAuthMode] = useState<AuthDialogMode | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);

  // The dialogs live in another remote and unmount on close, so the shell returns focus itself.
  const changeAuthMode = (mode: AuthDialogMode | null) => {
    if (authMode === null && mode !== null && document.activeElement instanceof HTMLElement) {
      openerRef.current = document.activeElement;
    }
    setAuthMode(mode);
    if (mode === null) requestAnimationFrame(() => openerRef.current?.focus());
  };
  return (
    <>
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <SiteHeader onOpenAuth={changeAuthMode} />
      <main id="main-content" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <AuthDialogHost mode={authMode} onModeChange={changeAuthMode} />
    </>
  );
}
