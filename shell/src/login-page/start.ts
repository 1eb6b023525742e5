import { i18n, initI18n, registerLazyNamespace } from '@bc/i18n';
import { LOGIN_PAGE_NAMESPACES } from './prerendered.ts';
import { mountStandaloneLogin } from './standalone-login.tsx';

/**
 * Loads the strings in the page's language, then renders the login page in `container` (taking over the markup
 * rendered ahead of time when it is in that language).
 */
export async function startLoginPage(container: HTMLElement, prerenderedIn: string | null): Promise<void> {
  await initI18n();
  await Promise.all(LOGIN_PAGE_NAMESPACES.map(registerLazyNamespace));
  mountStandaloneLogin(container, { prerendered: prerenderedIn === i18n.language });
}
