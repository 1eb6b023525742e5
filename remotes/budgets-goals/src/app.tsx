import { AreaApp, type AreaAppProps } from '@bc/ui';
import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { budgetsGoalsArea } from './area.tsx';

function BudgetsGoalsApp(props: AreaAppProps) {
  return <AreaApp {...props} area={budgetsGoalsArea} />;
}

/** The budgets-goals area as the shell mounts it (module federation bridge: its own React root). */
export default createBridgeComponent({ rootComponent: BudgetsGoalsApp });
