import type { RemoteName } from '@bc/api';
import { AreaUnavailable, Loading, useLoadedModule } from '@bc/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_BASENAME } from '../paths.ts';
import { type AreaModule, areaModule } from './area-modules.ts';

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
  const [crashed, setCrashed] = useState(false);
  const { module, error, retry: reload } = useLoadedModule(areaModule(name));
  const retry = useCallback(() => {
    setCrashed(false);
    reload();
  }, [reload]);
  const onCrash = useCallback(() => setCrashed(true), []);

  if (crashed || error !== undefined) {
    return <AreaUnavailable area={t(AREA_TITLE_KEYS[name])} onRetry={retry} />;
  }
  if (!module) return <Loading />;
  return <MountedArea name={name} provider={module.default} onCrash={onCrash} />;
}

interface MountedAreaProps {
  name: RemoteName;
  provider: AreaModule['default'];
  onCrash: AreaProps['onCrash'];
}

/**
 * The area's own React root, rendered by its bridge into an element of the shell's and destroyed with it.
 * Mounted here rather than by the bridge's host component, which suspends once even when the area's code
 * is in, and React then holds the area back for up to 300 ms (see `deferredComponent` in @bc/ui).
 */
function MountedArea({ name, provider, onCrash }: MountedAreaProps) {
  const host = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const dom = host.current;
    if (!dom) return;
    const bridge = provider();
    const props: AreaProps = { basename: APP_BASENAME, onCrash };
    void bridge.render({ moduleName: name, dom, ...props });
    return () => bridge.destroy({ dom });
  }, [name, provider, onCrash]);
  return <div ref={host} />;
}
