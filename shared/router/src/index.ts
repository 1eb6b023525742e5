// The one door to react-router. Every app routes through this module, which module federation
// shares as a singleton: routers and links of the shell and of every remote must use the same
// router contexts. A shared module is bundled whole, so sharing react-router itself would ship all of
// it (server rendering, sessions, cookies: 64 kB gzip); sharing this facade ships what we use.
export {
  createPath,
  type HistoryRouterProps,
  Link,
  MemoryRouter,
  matchPath,
  Navigate,
  type Navigator,
  NavLink,
  Outlet,
  Route,
  Router,
  Routes,
  type To,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
export { allScreens, hrefOf, paths, type Query, type Screen } from './paths.ts';
export { pageRoutes, routesOutsideRegistry } from './route-tree.ts';
