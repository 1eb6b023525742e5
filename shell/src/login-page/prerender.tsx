// Built for Node by the shell's build, which writes the login page's HTML in every language with this:
// the form is on screen as soon as the HTML and its styles arrive, before the page's code runs.
import { chooseLanguage, initI18n, LANGUAGES, type Language, registerLazyNamespace } from '@bc/i18n';
import { renderToString } from 'react-dom/server';
import { LOGIN_PATH } from '../paths.ts';
import { LOGIN_PAGE_NAMESPACES } from './prerendered.ts';
import { StandaloneLogin } from './standalone-login.tsx';

/** The login page's markup (what goes in #root) in each language. */
export async function prerenderLoginPage(): Promise<Record<Language, string>> {
  await initI18n(LANGUAGES[0]);
  await Promise.all(LOGIN_PAGE_NAMESPACES.map(registerLazyNamespace));
  const pages: Partial<Record<Language, string>> = {};
  for (const language of LANGUAGES) {
    await chooseLanguage(language);
    pages[language] = renderToString(<StandaloneLogin pathname={LOGIN_PATH} state={null} />);
  }
  return pages as Record<Language, string>;
}
