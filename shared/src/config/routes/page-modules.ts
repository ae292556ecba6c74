// Which remote module renders a path, over a plain list: the shell's entry gets the list as a
// build-time constant (see shell/webpack.config.ts), so it carries a few paths, not the manifest.
import type { RemoteName } from '../../contracts/remotes';
import { matchesPathPattern } from './path-pattern';

export interface PageModule {
  readonly path: string;
  readonly remote: RemoteName;
  /** The exposed module, as the remote's Module Federation config names it. */
  readonly module: './routes';
  /** An area owns every path under its own (`/admin/...`). */
  readonly area?: boolean;
  /** Only for the signed in: a visitor with no session is sent home. */
  readonly signedIn?: boolean;
}

const covers = ({ path, area }: PageModule, pathname: string): boolean =>
  area ? pathname === path || pathname.startsWith(`${path}/`) : matchesPathPattern(path, pathname);

/** The Module Federation id of a remote's exposed module: `mfe_admin/routes`. */
export function federationId<R extends RemoteName, M extends `./${string}`>(page: {
  readonly remote: R;
  readonly module: M;
}): `${R}/${M extends `./${infer Name}` ? Name : never}` {
  return `${page.remote}/${page.module.slice(2)}` as `${R}/${M extends `./${infer Name}` ? Name : never}`;
}

/** The module that renders the page at `pathname`, or null (home, 404). */
export function pageModuleAt(modules: readonly PageModule[], pathname: string): PageModule | null {
  return modules.find((entry) => covers(entry, pathname)) ?? null;
}
