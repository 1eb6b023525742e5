import '@bc/ui/styles.css';
import { startStandalone } from '@bc/ui';
import { statsDashboardArea } from './area.tsx';

void startStandalone(statsDashboardArea);
