import { useSyncExternalStore } from 'react';

/** What the person chose in the settings: follow the system, or always light, or always dark. */
export type ThemeChoice = 'system' | 'light' | 'dark';
export const THEME_CHOICES: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Where this browser keeps the choice (a device's choice: a phone may want dark, the desk light). */
export const THEME_STORAGE_KEY = 'bc-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled
  }
}

/** The choice kept in this browser; 'system' when there is none (or it is not one of ours). */
export function storedTheme(): ThemeChoice {
  const value = storage()?.getItem(THEME_STORAGE_KEY);
  return THEME_CHOICES.find((choice) => choice === value) ?? 'system';
}

function systemIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** The colours a choice gives now: 'system' is the system's. */
export function resolveTheme(choice: ThemeChoice): 'light' | 'dark' {
  if (choice === 'system') return systemIsDark() ? 'dark' : 'light';
  return choice;
}

/** Sets `data-theme` on <html> (light or dark): the tokens of @bc/ui/styles.css follow it. */
export function applyTheme(choice: ThemeChoice = storedTheme()): void {
  if (typeof document === 'undefined') return;
  document.documentElement.dataset.theme = resolveTheme(choice);
}

// A year, renewed at each start of the app.
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The choice as a cookie too: the server answers the login page, painted before any script runs, with this
 * theme already set (a person who chose dark on a light system would otherwise see it flash white).
 */
function tellServer(choice: ThemeChoice): void {
  if (typeof document === 'undefined') return;
  const value = choice === 'system' ? '; max-age=0' : `${choice}; max-age=${COOKIE_MAX_AGE_SECONDS}`;
  // biome-ignore lint/suspicious/noDocumentCookie: the value is one of two words; the Cookie Store API is not in every browser the app serves
  document.cookie = `${THEME_STORAGE_KEY}=${value}; path=/; samesite=lax`;
}

/** Keeps the choice in this browser and applies it at once, in every app of the page. */
export function chooseTheme(choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage()?.removeItem(THEME_STORAGE_KEY);
    else storage()?.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // storage full or disabled: the choice still applies to this page
  }
  tellServer(choice);
  applyTheme(choice);
  for (const listener of listeners) listener();
}

/**
 * The shell's start: applies the kept choice, then follows the system while the choice is 'system' (the
 * system switching to dark at sunset switches the page too). Returns the way to stop following it.
 */
export function startTheme(): () => void {
  applyTheme();
  tellServer(storedTheme());
  if (typeof matchMedia !== 'function') return () => {};
  const query = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (storedTheme() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The theme choice of this browser, kept current, and the way to change it. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(subscribe, storedTheme, () => 'system' as const);
  return [choice, chooseTheme];
}

function appliedTheme(): 'light' | 'dark' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light';
}

function onThemeApplied(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}

/**
 * The colours the page shows now, kept current whoever changes them (the settings, or the system at
 * sunset): for what CSS cannot colour itself, such as a chart drawn on a canvas.
 */
export function useAppliedTheme(): 'light' | 'dark' {
  return useSyncExternalStore(onThemeApplied, appliedTheme, () => 'light' as const);
}
