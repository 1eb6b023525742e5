import { i18n, initI18n, LANGUAGES, type Language, registerLazyNamespace } from '@bc/i18n';
import { LOGIN_PAGE_NAMESPACES } from './prerendered.ts';
import { mountStandaloneLogin } from './standalone-login.tsx';

const loadStrings = () => Promise.all(LOGIN_PAGE_NAMESPACES.map(registerLazyNamespace));

/**
 * Loads the strings in the person's language, then renders the login page in `container`, taking over the
 * markup rendered ahead of time. When that markup is in another language than the person's (a language chosen
 * in this browser whose cookie is gone, a browser that asks the server for another), its strings are loaded
 * too: the page is taken over in the markup's language, then speaks the person's.
 */
export async function startLoginPage(container: HTMLElement, prerenderedIn: string | null): Promise<void> {
  await initI18n();
  const language = i18n.language as Language;
  await loadStrings();
  const markupLanguage = LANGUAGES.find((candidate) => candidate === prerenderedIn);
  if (markupLanguage && markupLanguage !== language) {
    await i18n.changeLanguage(markupLanguage);
    document.documentElement.lang = markupLanguage;
    await loadStrings();
  }
  mountStandaloneLogin(container, { markupLanguage, language });
}
