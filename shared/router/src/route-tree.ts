import { Navigate } from 'react-router';
import { allScreens } from './paths.ts';

/** What a `<Route>` element carries that matters here; any React element fits. */
interface RouteLike {
  type?: unknown;
  props?: { path?: unknown; index?: unknown; element?: unknown; children?: unknown };
}

const isElement = (node: unknown): node is RouteLike =>
  typeof node === 'object' && node !== null && 'props' in node;
const showsPage = (element: unknown) =>
  element !== null && element !== undefined && !(isElement(element) && element.type === Navigate);

/**
 * The full paths of the routes of a `<Routes>` tree (`<Routes>` itself or what a component returns) that show a
 * page: redirects (a `<Navigate>`) and routes that render nothing (another area's paths) are left out. Nested
 * routes are joined to their parents'. What checks that an area routes only screens of the registry reads.
 */
export function pageRoutes(tree: unknown, parent = ''): string[] {
  const children = isElement(tree) ? tree.props?.children : tree;
  const list = Array.isArray(children) ? children.flat(Infinity) : [children];
  return list.filter(isElement).flatMap((route) => {
    const path = typeof route.props?.path === 'string' ? route.props.path : '';
    const full = [parent, path].filter(Boolean).join('/');
    const own = (path || route.props?.index) && showsPage(route.props?.element) ? [full] : [];
    return [...own, ...pageRoutes(route, full)];
  });
}

/** The page routes of a `<Routes>` tree that the registry of screen paths does not know: [] when all are in it. */
export function routesOutsideRegistry(tree: unknown): string[] {
  const registry = new Set(allScreens().map((screen) => screen.route));
  return pageRoutes(tree).filter((route) => !registry.has(route));
}
