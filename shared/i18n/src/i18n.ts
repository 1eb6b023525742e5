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
