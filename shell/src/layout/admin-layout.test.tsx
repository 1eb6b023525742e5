// @vitest-environment jsdom
import { shellResources } from '@bc/i18n/namespaces/shell';
import { Route, Routes } from '@bc/router';
import { configureHttp } from '@bc/session';
import type { AreaDefinition } from '@bc/ui';
import { ok, renderArea, type StubApi, startStubApi, userInfo } from '@bc/ui/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AdminLayout } from './admin-layout.tsx';

let api: StubApi;

const layout: AreaDefinition = {
  namespace: 'shell',
  resources: shellResources,
  routes: (
    <Routes>
      <Route element={<AdminLayout />}>
        <Route path="*" element={<h1>Area</h1>} />
      </Route>
    </Routes>
  ),
};

function resizeTo(width: number, height: number) {
  Object.assign(window, { innerWidth: width, innerHeight: height });
  window.dispatchEvent(new Event('resize'));
}

beforeAll(async () => {
  api = await startStubApi();
  configureHttp({ apiBase: api.baseUrl });
  api.handle((call) =>
    call.path === '/api/auth/user-info' ? ok({ token: 'session', userInfo: userInfo() }) : undefined,
  );
});
afterAll(() => api.close());
afterEach(() => resizeTo(1024, 768));

const quickNavigation = () => screen.getByRole('navigation', { name: 'Quick navigation' });

describe('the admin layout on a phone', () => {
  it('puts the main areas, the add-entry action and the menu in a bottom bar, the current one marked', async () => {
    resizeTo(390, 844);
    await renderArea(layout, '/entries');
    const links = within(quickNavigation()).getAllByRole('link');
    // The labels as read, without the soft hyphens where a long word may break on a narrow phone.
    const label = (link: HTMLElement) => link.textContent?.replaceAll('\u00ad', '');
    expect(links.map((link) => [label(link), link.getAttribute('href')])).toEqual([
      ['Dashboard', '/dashboard'],
      ['Entries', '/entries'],
      ['Add entry', '/entry'],
      ['Budgets', '/budgets'],
      ['Goals', '/goals'],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'page')).toEqual([links[1]]);
    expect(screen.queryByRole('complementary', { name: 'Sidebar' })).toBeNull();
  });

  it('opens the rest of the navigation from the menu, and Escape closes it with focus back on the menu', async () => {
    resizeTo(390, 844);
    await renderArea(layout, '/entries');
    const menu = within(quickNavigation()).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getByRole('link', { name: 'Payee list' }).getAttribute('href')).toBe('/payee');
    expect(within(main).getByRole('link', { name: 'Planned entries' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hide amounts' })).toBeTruthy();
    // The links that leave the app stay out of the phone's menu.
    expect(screen.queryByRole('link', { name: 'Donate' })).toBeNull();

    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it('closes the menu once a destination is picked', async () => {
    resizeTo(390, 844);
    const view = await renderArea(layout, '/entries');
    fireEvent.click(within(quickNavigation()).getByRole('button', { name: 'Menu' }));
    fireEvent.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', {
        name: 'Goals',
      }),
    );
    expect(view.location()).toBe('/goals');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
  });
});

describe('the admin layout on a desktop', () => {
  it('shows the sidebar with every area and the external links, and no bottom bar', async () => {
    resizeTo(1600, 900);
    await renderArea(layout, '/budgets');
    const main = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(main).getAllByRole('link')).toHaveLength(8);
    expect(within(main).getByRole('link', { name: 'Budgets' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Donate' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Quick navigation' })).toBeNull();
  });
});
