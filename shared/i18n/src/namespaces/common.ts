import de from '../../locales/de/common.json';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import fr from '../../locales/fr/common.json';
import it from '../../locales/it/common.json';
import type { NamespaceResources } from '../i18n.ts';

export const commonResources: NamespaceResources = { en, it, es, de, fr };
