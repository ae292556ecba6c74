import type { ComponentType } from 'react';

/** Module Federation container names (snake_case) of the four remotes. */
export const REMOTE_NAMES = ['mfe_marketing', 'mfe_booking', 'mfe_account', 'mfe_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** What every remote exposes as `./routes`: a component rendering relative <Routes>, never a Router. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

/** mfe-booking's `./calculator`: the price calculator the shell places on the home page. */
export interface CalculatorModule {
  default: ComponentType;
}

/** mfe-marketing's `./home-sections`: services, about, testimonials and contact sections of `/`. */
export interface HomeSectionsModule {
  default: ComponentType;
}

export type AuthDialogMode = 'login' | 'signup';

export interface AuthDialogsProps {
  mode: AuthDialogMode | null;
  onModeChange: (mode: AuthDialogMode | null) => void;
}

/** mfe-account's `./auth-dialogs`: the login and sign-up dialogs the shell header opens. */
export interface AuthDialogsModule {
  default: ComponentType<AuthDialogsProps>;
}

/** Every exposed module, keyed by its `loadRemote` id, so the shell type-checks what it loads. */
export interface RemoteModules {
  'mfe_marketing/routes': RemoteRoutesModule;
  'mfe_marketing/home-sections': HomeSectionsModule;
  'mfe_booking/routes': RemoteRoutesModule;
  'mfe_booking/calculator': CalculatorModule;
  'mfe_account/routes': RemoteRoutesModule;
  'mfe_account/auth-dialogs': AuthDialogsModule;
  'mfe_admin/routes': RemoteRoutesModule;
}

export type RemoteModuleId = keyof RemoteModules;

/** Human names of each remote's area, for the "unavailable" fallback. */
export const REMOTE_AREA_LABELS: Record<RemoteName, string> = {
  mfe_marketing: 'Information pages',
  mfe_booking: 'Booking',
  mfe_account: 'Your account',
  mfe_admin: 'Admin area',
};
