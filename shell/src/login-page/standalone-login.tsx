import { i18n } from '@bc/i18n';
import { createPath, type Navigator, Router, type To } from '@bc/router';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { LoginPage } from '../auth/login-page.tsx';
import { isSignedIn } from '../auth/session.ts';
import { PublicLayout } from '../layout/public-layout.tsx';
import { APP_BASENAME } from '../paths.ts';

const hrefOf = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * The router's way out of this page: every other screen (a link, the page after signing in) opens in the full
 * app with a page load. The login page has no routes of its own, so it needs no router beyond this.
 */
const toTheApp: Navigator = {
  createHref: hrefOf,
  go: (delta) => window.history.go(delta),
  push: (to) => window.location.assign(hrefOf(to)),
  replace: (to) => window.location.replace(hrefOf(to)),
};

/** What the full app's router keeps in history.state (a notice such as "email confirmed"), after a reload. */
function routerStateOfThisPage(): unknown {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' && 'usr' in state ? state.usr : null;
}

/**
 * The login screen as the full app shows it: the public layout, the same strings and links. Its root has the
 * strings but not the app's query cache (AreaRoot): the signed-out screens cache nothing (see use-action.ts).
 */
export function StandaloneLogin({ pathname, state }: { pathname: string; state: unknown }) {
  return (
    <I18nextProvider i18n={i18n}>
      <Router basename={APP_BASENAME} location={{ pathname, state }} navigator={toTheApp}>
        <PublicLayout>
          <LoginPage />
        </PublicLayout>
      </Router>
    </I18nextProvider>
  );
}

/**
 * Renders the login page in `container`. Markup rendered ahead of time in the page's language is taken over as
 * it is (what the person typed meanwhile stays); otherwise (another language, a notice to show, a person
 * already signed in, who goes on to the app) React renders it anew.
 */
export function mountStandaloneLogin(
  container: HTMLElement,
  { prerendered }: { prerendered: boolean },
): void {
  const state = routerStateOfThisPage();
  const page = <StandaloneLogin pathname={window.location.pathname} state={state} />;
  // A notice in the state shows above the form: the markup rendered ahead of time has none.
  if (prerendered && state === null && !isSignedIn()) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
