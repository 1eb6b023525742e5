import { HistoryRouter } from '@bc/router';
import { sharedHistory } from '@bc/session';
import { AreaRoot } from '@bc/ui';
import { AppRoutes } from './app-routes.tsx';
import { OfflineBanner } from './layout/offline-banner.tsx';
import { APP_BASENAME } from './paths.ts';
import { OfflineMark } from './pwa/offline-mark.tsx';
import { PwaPrompts } from './pwa/pwa-prompts.tsx';

export function App() {
  return (
    <AreaRoot>
      <HistoryRouter history={sharedHistory()} basename={APP_BASENAME}>
        <OfflineBanner />
        <OfflineMark />
        <PwaPrompts />
        <AppRoutes />
      </HistoryRouter>
    </AreaRoot>
  );
}
