import { AreaApp, type AreaAppProps } from '@bc/ui';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { statsDashboardArea } from './area.tsx';

function StatsDashboardApp(props: AreaAppProps) {
  return <AreaApp {...props} area={statsDashboardArea} />;
}

/** The stats-dashboard area as the shell mounts it (module federation bridge: its own React root). */
export default createBridgeComponent({ rootComponent: StatsDashboardApp });

export { prefetchPage } from './prefetch.ts';
