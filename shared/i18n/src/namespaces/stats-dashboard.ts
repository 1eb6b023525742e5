import de from '../../locales/de/stats-dashboard.json';
import en from '../../locales/en/stats-dashboard.json';
import es from '../../locales/es/stats-dashboard.json';
import fr from '../../locales/fr/stats-dashboard.json';
import it from '../../locales/it/stats-dashboard.json';
import type { NamespaceResources } from '../i18n.ts';

export const statsDashboardResources: NamespaceResources = { en, it, es, de, fr };
