import de from '../../locales/de/reference.json';
import en from '../../locales/en/reference.json';
import es from '../../locales/es/reference.json';
import fr from '../../locales/fr/reference.json';
import it from '../../locales/it/reference.json';
import type { NamespaceResources } from '../i18n.ts';

/**
 * Names of the server's reference data by slug (categories, sub-categories, currencies, payment
 * types, wallet types, goal icons): shared by every area that shows them.
 */
export const referenceResources: NamespaceResources = { en, it, es, de, fr };
