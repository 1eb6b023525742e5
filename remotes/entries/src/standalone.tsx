import '@bc/ui/styles.css';
import { startStandalone } from '@bc/ui';
import { entriesArea } from './area.tsx';

void startStandalone(entriesArea);
