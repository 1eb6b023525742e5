// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chooseTheme, startTheme, storedTheme, THEME_STORAGE_KEY, useAppliedTheme } from './theme.ts';

/** A system whose colour scheme the test sets, telling its listeners as a browser does. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (media: string) => {
    expect(media).toBe('(prefers-color-scheme: dark)');
    return query;
  });
  return {
    set(next: boolean) {
      dark = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

const theme = () => document.documentElement.dataset.theme;

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.unstubAllGlobals());

describe('the theme', () => {
  it('follows the system until one is chosen, even when the system changes', () => {
    const system = fakeSystem(true);
    const stop = startTheme();
    expect(storedTheme()).toBe('system');
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('light');

    chooseTheme('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(theme()).toBe('dark');
    system.set(false);
    expect(theme()).toBe('dark');

    chooseTheme('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(theme()).toBe('light');
    stop();
    expect(system.listeners.size).toBe(0);
  });

  it('tells the server the chosen theme in a cookie, and forgets it for the system', () => {
    fakeSystem(false);
    chooseTheme('dark');
    expect(document.cookie).toContain('bc-theme=dark');
    chooseTheme('light');
    expect(document.cookie).toContain('bc-theme=light');
    chooseTheme('system');
    expect(document.cookie).not.toContain('bc-theme');
    // A choice kept from before the cookie existed is told at the next start.
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    startTheme()();
    expect(document.cookie).toContain('bc-theme=dark');
    chooseTheme('system');
  });

  it('starts with the choice kept in this browser, and ignores what is not a choice', () => {
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    startTheme()();
    expect(theme()).toBe('dark');
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(storedTheme()).toBe('system');
  });

  it('tells a component the colours the page shows, again when the system turns them dark', async () => {
    const system = fakeSystem(false);
    const stop = startTheme();
    function Shown() {
      return <p>{useAppliedTheme()}</p>;
    }
    render(<Shown />);
    expect(screen.getByText('light')).toBeTruthy();
    system.set(true);
    expect(await screen.findByText('dark')).toBeTruthy();
    stop();
    cleanup();
  });
});
