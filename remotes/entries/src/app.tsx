import { AreaApp, type AreaAppProps } from '@bc/ui';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { entriesArea } from './area.tsx';

function EntriesApp(props: AreaAppProps) {
  return <AreaApp {...props} area={entriesArea} />;
}

/** The entries area as the shell mounts it (module federation bridge: its own React root). */
export default createBridgeComponent({ rootComponent: EntriesApp });
