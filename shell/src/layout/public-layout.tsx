import { Link, Outlet, paths } from '@bc/router';
import { useHydrated } from '@bc/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedIn } from '../auth/session.ts';
import { useSignOut } from '../auth/use-sign-out.ts';

/**
 * The public layout: navbar with Login and Sign up (the way into the app and Logout
 * once signed in), the page (the route's, or `children` outside the app's routes), a footer.
 */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('shell');
  const signedIn = useSignedIn();
  const { signOut, pending } = useSignOut();
  const hydrated = useHydrated();
  return (
    <div className="bc-public">
      <header className="bc-navbar">
        <Link to={paths.auth.login.getHref()} className="bc-brand">
          {t('brand')}
        </Link>
        <nav aria-label={t('accountNavigation')}>
          {signedIn ? (
            <>
              <Link to={paths.dashboard.getHref()} className="bc-button">
                {t('openApp')}
              </Link>
              <button type="button" className="bc-button" onClick={signOut} disabled={pending}>
                {t('logout')}
              </button>
            </>
          ) : (
            <>
              <Link to={paths.auth.login.getHref()} className="bc-button">
                {t('login')}
              </Link>
              <Link to={paths.auth.register.getHref()} className="bc-button bc-button-primary">
                {t('signUp')}
              </Link>
            </>
          )}
        </nav>
      </header>
      <main className="bc-public-main">{children ?? <Outlet />}</main>
      {/* The login page's markup is written at build time, with that year: React keeps that text while taking
          the markup over (a difference would make it render the page anew, emptying the form), then a new
          footer says this year. */}
      <footer key={hydrated ? 'rendered' : 'taken-over'} className="bc-footer" suppressHydrationWarning>
        {t('footer', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
