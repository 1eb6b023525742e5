import type { RemoteName } from '@bc/api';
import { AreaUnavailable, Loading } from '@bc/ui';
import { createRemoteAppComponent } from '@module-federation/bridge-react/base';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_BASENAME } from '../paths.ts';

/** The props every remote's area component receives from the shell. */
export interface AreaProps {
  basename: string;
  onCrash: (error: Error) => void;
}

const AREA_TITLE_KEYS: Record<RemoteName, string> = {
  entries: 'areas.entries',
  'budgets-goals': 'areas.budgetsGoals',
  'stats-dashboard': 'areas.statsDashboard',
  settings: 'areas.settings',
};

/**
 * One federated section of the app. A remote that cannot be loaded (server down, manifest 404,
 * script error) or that throws while rendering is shown as unavailable with a Retry; the shell and
 * every other section keep working.
 */
export function RemoteArea({ name }: { name: RemoteName }) {
  const { t } = useTranslation('common');
  const [attempt, setAttempt] = useState(0);
  const [crashed, setCrashed] = useState(false);
  const retry = useCallback(() => {
    setCrashed(false);
    setAttempt((n) => n + 1);
  }, []);
  const onCrash = useCallback(() => setCrashed(true), []);
  const area = t(AREA_TITLE_KEYS[name]);

  // A new component per attempt: React.lazy remembers a failed load forever.
  const Area = useMemo(
    () =>
      createRemoteAppComponent({
        // The federation runtime calls (and the schemas behind them) load with the first area.
        loader: async () => (await import('./federation.ts')).loadArea<Record<string, unknown>>(name),
        loading: <Loading />,
        fallback: () => <AreaUnavailable area={area} onRetry={retry} />,
      }),
    [name, area, retry, attempt],
  );

  if (crashed) return <AreaUnavailable area={area} onRetry={retry} />;
  return <Area basename={APP_BASENAME} onCrash={onCrash} />;
}
