import { Navigate, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageRoutes, routesOutsideRegistry } from './route-tree.ts';

// Elements as JSX builds them ({ type, props }); this package has no React of its own to call createElement.
const element = (type: unknown, props: Record<string, unknown> = {}, ...children: unknown[]) => ({
  type,
  props: children.length > 0 ? { ...props, children } : props,
});
const page = element(() => null);

describe('pageRoutes', () => {
  it('lists the routes that show a page, nested ones joined to their parent', () => {
    const tree = element(
      Routes,
      {},
      element(Route, { path: 'goals', element: page }),
      element(Route, { path: 'goals/*', element: element(Navigate, { to: '/goals' }) }),
      element(
        Route,
        { path: 'settings' },
        element(Route, { index: true, element: page }),
        element(Route, { path: 'label/edit/:id', element: page }),
      ),
      element(Route, { path: '*', element: null }),
    );
    expect(pageRoutes(tree)).toEqual(['goals', 'settings', 'settings/label/edit/:id']);
  });

  it('names the page routes the registry does not know', () => {
    const tree = element(
      Routes,
      {},
      element(Route, { path: 'goals/details/:id', element: page }),
      element(Route, { path: 'goals/detail/:id', element: page }),
    );
    expect(routesOutsideRegistry(tree)).toEqual(['goals/detail/:id']);
  });
});
