import { Alert, Disclosure, EmptyState, Loading } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money.tsx';
import type { DateRange } from '../../../utils/date-range.ts';
import { useShareFormat } from './spending-chart-card.tsx';
import { useSpending } from './use-spending.ts';

/** The phone layout's list under the category doughnut: each sub-category's spending and its share. */
export function CategoryDetails({ range }: { range: DateRange }) {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const share = useShareFormat();
  const { query, items, total } = useSpending('category', range);
  return (
    <section className="bc-card" aria-labelledby="dashboard-category-details">
      <Disclosure
        id="dashboard-category-details"
        label={t('dashboard.categoryDetails')}
        headingLevel={2}
        defaultOpen
      >
        {query.isError ? (
          <Alert tone="error">{tc('errors.generic')}</Alert>
        ) : query.isPending ? (
          <Loading />
        ) : items.length === 0 ? (
          <EmptyState message={tc('empty.noData')} />
        ) : (
          <ul className="bc-item-list">
            {items.map((item) => (
              <li key={item.id} style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
                <span style={{ flex: '1 1 10rem', overflowWrap: 'anywhere' }}>
                  <span className="bc-color-dot" style={{ background: item.color }} aria-hidden="true" />
                  {item.name}
                </span>
                <Money amount={item.value} />
                <span className="bc-muted">{share(item.value, total)}</span>
              </li>
            ))}
          </ul>
        )}
      </Disclosure>
    </section>
  );
}
