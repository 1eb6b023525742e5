import de from '../../locales/de/shell.json';
import en from '../../locales/en/shell.json';
import es from '../../locales/es/shell.json';
import fr from '../../locales/fr/shell.json';
import it from '../../locales/it/shell.json';
import type { NamespaceResources } from '../i18n.ts';

export const shellResources: NamespaceResources = { en, it, es, de, fr };
