import '@bc/ui/styles.css';
import { startStandalone } from '@bc/ui';
import { budgetsGoalsArea } from './area.tsx';

void startStandalone(budgetsGoalsArea);
