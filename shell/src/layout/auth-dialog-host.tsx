import type { AuthDialogMode } from '@bbt/shared';

import { useEffect } from 'react';

import { preloadRemoteModule, RemoteSlot } from '../remotes/remote-slot';

export interface AuthDialogHostProps {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode | null) => void;
}

/**
 * Loads mfe-account's login and sign-up dialogs only once a visitor asks for one. While they load,
 * and if that remote is down, the visitor sees it where the dialog would be, and can close it.
 * Opening one also preloads the account pages, where a sign-in leads.
 */
export function AuthDialogHost({ mode, onModeChange }: AuthDialogHostProps) {
  const open = mode !== null;
  // A sign-in opens the dashboard: its module loads while the visitor types.
  useEffect(() => {
    if (open) preloadRemoteModule('mfe_account/routes');
  }, [open]);
  if (mode === null) return null;
  return (
    <div className="auth-dialog-host">
      <RemoteSlot
        id="mfe_account/auth-dialogs"
        loading={
          <p role="status" className="auth-dialog-host__status">
            Opening…
          </p>
        }
        page
        onDismiss={() => onModeChange(null)}
        props={{ mode, onModeChange }}
      />
    </div>
  );
}
