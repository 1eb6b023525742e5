import { i18n, type Language } from '@bc/i18n';
import { createPath, type Navigator, Router, type To } from '@bc/router';
import { useHydrated } from '@bc/ui';
import { useEffect } from 'react';
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

/** Switches the page to `language` once React has taken its markup over (see mountStandaloneLogin). */
function useLanguageAfterTakeover(language: Language | undefined, hydrated: boolean): void {
  useEffect(() => {
    if (!hydrated || !language || i18n.language === language) return;
    document.documentElement.lang = language;
    void i18n.changeLanguage(language);
  }, [hydrated, language]);
}

interface StandaloneLoginProps {
  pathname: string;
  /** The router state of this page (a notice): shown once the markup is taken over, as it was not rendered. */
  state: unknown;
  /** The language to speak once the markup is taken over, when it was rendered in another one. */
  language?: Language;
}

/**
 * The login screen as the full app shows it: the public layout, the same strings and links. Its root has the
 * strings but not the app's query cache (AreaRoot): the signed-out screens cache nothing (see use-action.ts).
 * While React takes over the markup rendered ahead of time it renders exactly that markup (no notice, the
 * markup's language), and what differs comes in the render after, into the same elements.
 */
export function StandaloneLogin({ pathname, state, language }: StandaloneLoginProps) {
  const hydrated = useHydrated();
  useLanguageAfterTakeover(language, hydrated);
  return (
    <I18nextProvider i18n={i18n}>
      <Router
        basename={APP_BASENAME}
        location={{ pathname, state: hydrated ? state : null }}
        navigator={toTheApp}
      >
        <PublicLayout>
          <LoginPage />
        </PublicLayout>
      </Router>
    </I18nextProvider>
  );
}

/**
 * Renders the login page in `container`. Markup rendered ahead of time (in `markupLanguage`, the language
 * i18n speaks now) is taken over as it is, whatever the page shows next: React keeps the elements, so what
 * the person typed meanwhile stays, and so do the focus and the caret. Rendering anew (createRoot), or taking
 * over markup that differs from the render (React 19 then renders the whole root anew on its own), would
 * replace the inputs with empty ones. Only a person already signed in, who goes on to the app, gets a new
 * render.
 */
export function mountStandaloneLogin(
  container: HTMLElement,
  { markupLanguage, language }: { markupLanguage: Language | undefined; language: Language },
): void {
  const page = (
    <StandaloneLogin
      pathname={window.location.pathname}
      state={routerStateOfThisPage()}
      language={language}
    />
  );
  if (markupLanguage && !isSignedIn()) hydrateRoot(container, page);
  else createRoot(container).render(page);
}
