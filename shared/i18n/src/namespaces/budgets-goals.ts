import de from '../../locales/de/budgets-goals.json';
import en from '../../locales/en/budgets-goals.json';
import es from '../../locales/es/budgets-goals.json';
import fr from '../../locales/fr/budgets-goals.json';
import it from '../../locales/it/budgets-goals.json';
import type { NamespaceResources } from '../i18n.ts';

export const budgetsGoalsResources: NamespaceResources = { en, it, es, de, fr };
