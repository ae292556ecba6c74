import type { AuthDialogMode } from '@bbt/shared';

import { RemoteSlot } from '../remotes/remote-slot';

export interface AuthDialogHostProps {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode | null) => void;
}

/** Loads mfe-account's login and sign-up dialogs only once a visitor asks for one. */
export function AuthDialogHost({ mode, onModeChange }: AuthDialogHostProps) {
  if (mode === null) return null;
  return (
    <RemoteSlot
      id="mfe_account/auth-dialogs"
      loading={
        <p role="status" className="visually-hidden">
          Opening…
        </p>
      }
      props={{ mode, onModeChange }}
    />
  );
}
