import { PageHeader, QuerySelect, useReferenceNames } from '@bc/ui';
import { useCategories, useCurrencies, usePaymentTypes } from '@bc/ui/reference-data';
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
  const paymentTypes = usePaymentTypes();
  const currencies = useCurrencies();
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
          <QuerySelect
            id="stats-search-payment-types"
            label={t('search.paymentTypes')}
            query={paymentTypes}
            multiple
            options={(data) =>
              names
                .sortByName(data, (type) => names.paymentType(type.slug))
                .map((type) => ({ value: String(type.id), label: names.paymentType(type.slug) }))
            }
          />
          <QuerySelect
            id="stats-search-currencies"
            label={t('search.currencies')}
            query={currencies}
            multiple
            options={(data) =>
              names
                .sortByName(data, (currency) => names.currency(currency.slug))
                .map((currency) => ({
                  value: String(currency.id),
                  label: `${currency.symbol} · ${names.currency(currency.slug)}`,
                }))
            }
          />
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
