import { HistoryRouter } from '@bc/router';
import { sharedHistory } from '@bc/session';
import { AreaRoot } from '@bc/ui';
import { AppRoutes } from './app-routes.tsx';
import { OfflineBanner } from './layout/offline-banner.tsx';
import { APP_BASENAME } from './paths.ts';
import { InstallPrompt } from './pwa/install-prompt.tsx';
import { OfflineMark } from './pwa/offline-mark.tsx';
import { UpdatePrompt } from './pwa/update-prompt.tsx';

export function App() {
  return (
    <AreaRoot>
      <HistoryRouter history={sharedHistory()} basename={APP_BASENAME}>
        <OfflineBanner />
        <OfflineMark />
        <UpdatePrompt />
        <InstallPrompt />
        <AppRoutes />
      </HistoryRouter>
    </AreaRoot>
  );
}
