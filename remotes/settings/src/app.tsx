import { AreaApp, type AreaAppProps } from '@bc/ui';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { settingsArea } from './area.tsx';

function SettingsApp(props: AreaAppProps) {
  return <AreaApp {...props} area={settingsArea} />;
}

/** The settings area as the shell mounts it (module federation bridge: its own React root). */
export default createBridgeComponent({ rootComponent: SettingsApp });
