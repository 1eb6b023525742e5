import { PageHeader, QuerySelect, useReferenceNames } from '@bc/ui';
import { CurrencySelect, PaymentTypeSelect, useCategories } from '@bc/ui/reference-data';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFields } from '../../../components/date-range-fields.tsx';
import { EmptyTable } from '../../../components/empty-table.tsx';
import { currentMonthRange } from '../../../utils/date-range.ts';
import { useStatsMenu } from '../stats-menu.ts';

/**
 * /stats/search: the stats filters (SPEC §2). Categories, payment types and currencies are the
 * server's; wallets and labels join with their APIs, and running the search with POST
 * /api/stats/entries, so there is no Search button yet.
 */
export function StatsSearchPage() {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const categories = useCategories();
  const [range, setRange] = useState(() => currentMonthRange(new Date()));
  const columns = [t('columns.label'), t('columns.amount')];
  return (
    <>
      <PageHeader title={t('search.title')} menu={useStatsMenu()} />
      <form
        className="bc-card bc-form"
        aria-label={t('search.filters')}
        onSubmit={(event) => event.preventDefault()}
        onReset={() => setRange(currentMonthRange(new Date()))}
      >
        <div className="bc-grid">
          <DateRangeFields idPrefix="stats-search-range" value={range} onChange={setRange} />
          <QuerySelect
            id="stats-search-categories"
            label={t('search.categories')}
            query={categories}
            multiple
            options={(data) =>
              names
                .sortByName(data, (category) => names.category(category.slug))
                .map((category) => ({ value: String(category.id), label: names.category(category.slug) }))
            }
          />
          <PaymentTypeSelect id="stats-search-payment-types" label={t('search.paymentTypes')} multiple />
          <CurrencySelect id="stats-search-currencies" label={t('search.currencies')} multiple />
        </div>
        <div className="bc-actions">
          <button type="reset" className="bc-button">
            {t('search.reset')}
          </button>
        </div>
      </form>
      <div className="bc-grid bc-grid-wide">
        <section className="bc-card" aria-labelledby="stats-search-incoming">
          <h2 id="stats-search-incoming">{t('stats.incoming')}</h2>
          <EmptyTable caption={t('stats.incoming')} columns={columns} message={tc('empty.noDataSelected')} />
        </section>
        <section className="bc-card" aria-labelledby="stats-search-expenses">
          <h2 id="stats-search-expenses">{t('stats.expenses')}</h2>
          <EmptyTable caption={t('stats.expenses')} columns={columns} message={tc('empty.noDataSelected')} />
        </section>
      </div>
    </>
  );
}
