// Every list an entry form reads, in one place: the shell asks for them once a person is signed in, so that
// the answers are kept for offline use (by @bc/session's caching fetch) before any form was ever opened.
import type { QueryClient } from '@tanstack/react-query';
import {
  currenciesQueryOptions,
  paymentTypesQueryOptions,
  subCategoriesQueryOptions,
} from '../reference-data/index.ts';
import { categoryUseQueryOptions } from './get-category-use.ts';
import { goalsQueryOptions } from './get-goals.ts';
import { labelsQueryOptions } from './get-labels.ts';
import { modelsQueryOptions } from './get-models.ts';
import { payeesQueryOptions } from './get-payees.ts';
import { walletsQueryOptions } from './get-wallets.ts';

/**
 * Asks for every list the entry forms (add, edit, planned, model) read and `client` does not hold fresh:
 * wallets (the active ones to choose from, all of them to draw an entry kept offline), categories and their
 * use, labels, payees, goals, models, currencies and payment types. Settles when all have answered.
 */
export async function prefetchEntryFormData(client: QueryClient): Promise<void> {
  await Promise.allSettled([
    client.prefetchQuery(walletsQueryOptions('active')),
    client.prefetchQuery(walletsQueryOptions('all')),
    client.prefetchQuery(subCategoriesQueryOptions()),
    client.prefetchQuery(categoryUseQueryOptions()),
    client.prefetchQuery(labelsQueryOptions('all')),
    client.prefetchQuery(payeesQueryOptions()),
    client.prefetchQuery(goalsQueryOptions()),
    client.prefetchQuery(modelsQueryOptions()),
    client.prefetchQuery(currenciesQueryOptions()),
    client.prefetchQuery(paymentTypesQueryOptions()),
  ]);
}
