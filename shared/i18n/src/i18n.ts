import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language, pickLanguage } from './languages.ts';
import { rememberLanguage, storedLanguage } from './stored-language.ts';

/** Each app's strings, one namespace per app, in every supported language. */
export type NamespaceResources = Record<Language, Record<string, unknown>>;

/**
 * The one i18next instance. `@bc/i18n` is a federated singleton, so the shell and every remote
 * share it: a remote adds its namespace with `registerNamespace` and the language is set once.
 */
export const i18n: I18n = i18next.createInstance();

/** Starts in the language chosen in this browser (the settings keep it), else the browser's. */
export function initI18n(language: Language = storedLanguage() ?? browserLanguage()): Promise<unknown> {
  if (i18n.isInitialized) return Promise.resolve();
  const ready = i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    defaultNS: 'common',
    ns: ['common'],
    resources: {} satisfies Resource,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  return ready;
}

/**
 * Switches every app at once to `language` (the one shared i18n instance), sets `<html lang>` and keeps the
 * choice in this browser: the settings' language picker, and each sign-in with the language saved there.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  rememberLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  await loadLazyNamespaces(language, [...lazyNamespaces]);
  if (i18n.language !== language) await i18n.changeLanguage(language);
}

export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return DEFAULT_LANGUAGE;
  return pickLanguage(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/** Adds (or replaces) a namespace in every language; safe to call from each React root. */
export function registerNamespace(namespace: string, resources: NamespaceResources): void {
  for (const language of LANGUAGES) {
    if (!i18n.hasResourceBundle(language, namespace)) {
      i18n.addResourceBundle(language, namespace, resources[language], true, true);
    }
  }
}

/** Namespaces whose strings are loaded one language at a time, as that language is needed. */
const lazyNamespaces = new Set<string>();

/** One language of a namespace, from its file in locales/ (a chunk of its own in the apps' builds). */
const loadLocale = (language: Language, namespace: string) =>
  import(
    // Named for its language and namespace (locale-it-shell-json): a page may preload the ones it needs. The
    // mails' strings are the server's: no app ships them.
    /* webpackChunkName: "locale-[request]" */
    /* webpackExclude: /mail\.json$/ */
    `../locales/${language}/${namespace}.json`
  ) as Promise<{ default: Record<string, unknown> }>;

async function loadLazyNamespaces(language: Language, namespaces: string[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(language, namespace))
      .map(async (namespace) => {
        const { default: strings } = await loadLocale(language, namespace);
        i18n.addResourceBundle(language, namespace, strings, true, true);
      }),
  );
}

/**
 * Adds a namespace in the current language only (after `initI18n`); `chooseLanguage` loads the next one
 * before switching. The login page so loads one language of its strings, not all five.
 */
export async function registerLazyNamespace(namespace: string): Promise<void> {
  lazyNamespaces.add(namespace);
  await loadLazyNamespaces(i18n.language as Language, [namespace]);
}
