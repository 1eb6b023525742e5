import { initI18n, registerLazyNamespace } from '@bc/i18n';
import { configureHttp, watchOnlineStatus } from '@bc/session';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { AreaApp, type AreaDefinition } from './area-app.tsx';

function StandaloneBanner() {
  const { t } = useTranslation('common');
  return <p className="bc-standalone-banner">{t('standalone')}</p>;
}

/**
 * Runs a remote's area on its own (its team's dev server): the same area component the shell
 * mounts, at /app, talking to the API through the dev server's proxy.
 */
export async function startStandalone(area: AreaDefinition): Promise<void> {
  await initI18n();
  await registerLazyNamespace('common');
  configureHttp({ apiBase: '' });
  watchOnlineStatus();
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <AreaApp
      basename="/app"
      area={{
        ...area,
        routes: (
          <>
            <StandaloneBanner />
            {area.routes}
          </>
        ),
      }}
    />,
  );
}
