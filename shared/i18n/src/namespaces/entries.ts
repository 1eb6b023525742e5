import de from '../../locales/de/entries.json';
import en from '../../locales/en/entries.json';
import es from '../../locales/es/entries.json';
import fr from '../../locales/fr/entries.json';
import it from '../../locales/it/entries.json';
import type { NamespaceResources } from '../i18n.ts';

export const entriesResources: NamespaceResources = { en, it, es, de, fr };
