import { render, type RenderResult } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { type AuthState, authStore, INITIAL_AUTH_STATE } from '../auth/auth-store';

export interface RenderAreaOptions {
  /** Where the shell mounts the area: '/*' for public areas, '/admin/*' for admin. */
  mountPath?: string;
  auth?: Partial<AuthState>;
}

/** Renders a remote's exposed routes at a URL, as the shell would mount them (tests only). */
export function renderArea(
  AreaRoutes: ComponentType,
  url: string,
  options: RenderAreaOptions = {},
): RenderResult {
  authStore.setState({ ...INITIAL_AUTH_STATE, ...options.auth });
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={options.mountPath ?? '/*'} element={<AreaRoutes />} />
        <Route path="/" element={<p>Home page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Renders one composed component (a slot such as the calculator) inside a router (tests only). */
export function renderInRouter(
  Component: ComponentType,
  options: Pick<RenderAreaOptions, 'auth'> = {},
): RenderResult {
  authStore.setState({ ...INITIAL_AUTH_STATE, ...options.auth });
  return render(
    <MemoryRouter>
      <Component />
    </MemoryRouter>,
  );
}
