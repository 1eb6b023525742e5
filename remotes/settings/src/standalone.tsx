import '@bc/ui/styles.css';
import { startStandalone } from '@bc/ui';
import { settingsArea } from './area.tsx';

void startStandalone(settingsArea);
