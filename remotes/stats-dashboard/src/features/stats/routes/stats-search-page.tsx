import type { StatsEntriesBody, StatsTableRow } from '@bc/api';
import { Alert, Button, FormActions, Loading, PageHeader, useReferenceNames } from '@bc/ui';
import { LabelsPicker, WalletsPicker } from '@bc/ui/ledger';
import { CategoriesPicker, CurrenciesPicker, PaymentTypesPicker } from '@bc/ui/reference-data';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { comparisonRows } from '../../../components/comparison-table.tsx';
import { DateRangeFields, useRangeProblem } from '../../../components/date-range-fields.tsx';
import { currentMonthRange } from '../../../utils/date-range.ts';
import { useStatsEntries } from '../api/get-stats-entries.ts';
import { AmountsTable } from '../components/amounts-table.tsx';
import { useStatsMenu } from '../stats-menu.ts';

const TYPES = ['incoming', 'expenses'] as const;

const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** The body of POST /api/stats/entries from the search form; empty selections filter nothing. */
export function statsSearchBody(form: FormData, range: { start: string; end: string }): StatsEntriesBody {
  const currencies = ids(form, 'currencies');
  return {
    date: { start: range.start, end: range.end },
    categories: ids(form, 'categories'),
    wallets: [],
    accounts: ids(form, 'accounts'),
    types: [],
    currencies: currencies.length > 0 ? currencies : null,
    payment_methods: ids(form, 'payment_methods'),
    tags: ids(form, 'tags'),
  };
}

/**
 * /stats/search: the stats filters (date interval, category, wallet, label, payment types, currency);
 * Search runs POST /api/stats/entries and shows the incoming and the expenses by sub-category with their
 * totals; Reset clears the filters and the results.
 */
export function StatsSearchPage() {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const rangeProblem = useRangeProblem();
  const [range, setRange] = useState(() => currentMonthRange(new Date()));
  const [problem, setProblem] = useState<string | null>(null);
  const [body, setBody] = useState<StatsEntriesBody | null>(null);
  const results = useStatsEntries(body);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = rangeProblem(range);
    setProblem(found);
    if (!found) setBody(statsSearchBody(new FormData(event.currentTarget), range));
  };

  const reset = () => {
    setRange(currentMonthRange(new Date()));
    setProblem(null);
    setBody(null);
  };

  const rowsOf = (type: StatsTableRow['type']) =>
    comparisonRows(names, results.data?.rows.filter((row) => row.type === type && row.amount !== 0) ?? []);

  return (
    <>
      <PageHeader title={t('search.title')} menu={useStatsMenu()} />
      <form className="bc-card bc-form" aria-label={t('search.filters')} onSubmit={submit} onReset={reset}>
        <div className="bc-grid">
          <DateRangeFields
            idPrefix="stats-search-range"
            value={range}
            onChange={setRange}
            errorId={problem ? 'stats-search-range-error' : undefined}
          />
          {problem && (
            <p
              id="stats-search-range-error"
              className="bc-field-error"
              role="alert"
              style={{ gridColumn: '1 / -1' }}
            >
              {problem}
            </p>
          )}
          <CategoriesPicker id="stats-search-categories" name="categories" label={t('search.categories')} />
          <WalletsPicker id="stats-search-wallets" name="accounts" label={t('search.wallets')} filter="all" />
          <LabelsPicker id="stats-search-labels" name="tags" label={t('search.labels')} filter="all" />
          <PaymentTypesPicker
            id="stats-search-payment-types"
            name="payment_methods"
            label={t('search.paymentTypes')}
          />
          <CurrenciesPicker id="stats-search-currencies" name="currencies" label={t('search.currencies')} />
        </div>
        <FormActions>
          <Button type="submit" variant="primary" busy={body !== null && results.isFetching}>
            {t('search.search')}
          </Button>
          <Button type="reset">{t('search.reset')}</Button>
        </FormActions>
      </form>
      {results.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <div className="bc-grid bc-grid-wide">
        {TYPES.map((type) => (
          <section
            key={type}
            className="bc-card"
            aria-labelledby={`stats-search-${type}`}
            aria-busy={results.isFetching}
            style={{ minWidth: 0 }}
          >
            <h2 id={`stats-search-${type}`}>{t(`stats.${type}`)}</h2>
            {body && results.isPending ? (
              <Loading />
            ) : (
              <AmountsTable
                caption={t(`stats.${type}`)}
                columns={[t('columns.category'), t('columns.amount')]}
                rows={body ? rowsOf(type) : []}
                side={type}
                emptyMessage={body ? undefined : tc('empty.noDataSelected')}
              />
            )}
          </section>
        ))}
      </div>
    </>
  );
}
