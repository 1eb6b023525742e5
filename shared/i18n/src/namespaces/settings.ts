import de from '../../locales/de/settings.json';
import en from '../../locales/en/settings.json';
import es from '../../locales/es/settings.json';
import fr from '../../locales/fr/settings.json';
import it from '../../locales/it/settings.json';
import type { NamespaceResources } from '../i18n.ts';

export const settingsResources: NamespaceResources = { en, it, es, de, fr };
