import { LANGUAGES, type Language } from './languages.ts';

/** Where this browser keeps the language the person chose, so the login page speaks it too. */
export const LANGUAGE_STORAGE_KEY = 'bc-language';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage disabled
  }
}

/** The language chosen in this browser, if any (a value we do not speak counts as none). */
export function storedLanguage(): Language | undefined {
  const value = storage()?.getItem(LANGUAGE_STORAGE_KEY);
  return LANGUAGES.find((language) => language === value);
}

// A year, renewed with each choice and sign-in.
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function rememberLanguage(language: Language): void {
  try {
    storage()?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage full or disabled: the language still applies to this page
  }
  // The server reads it too: it answers the login page already written in this language.
  if (typeof document !== 'undefined') {
    // biome-ignore lint/suspicious/noDocumentCookie: the value is one of five codes; the Cookie Store API is not in every browser the app serves
    document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
  }
}
