// The router API the apps use, and only that. `@bbt/shared/router` is a Module Federation singleton:
// host and remotes must share one router context. Sharing react-router itself would ship all of it
// (shared modules are not tree-shaken: about 51 KB brotli); re-exported here, webpack keeps only
// these pieces (about 13 KB). Apps import routing from here, never from react-router (lint rule).
export {
  BrowserRouter,
  Link,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
export type { RouteObject } from 'react-router';
