import { toCents } from '@bc/api';
import { Disclosure, EmptyState, QueryState } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { CategoryIcon } from '@bc/ui/icons';
import { useTranslation } from 'react-i18next';
import type { DateRange } from '../../../utils/date-range.ts';
import { useShareFormat } from './spending-chart-card.tsx';
import { useSpending } from './use-spending.ts';

/**
 * The phone layout's list under the category doughnut: each sub-category's colour (its slice's) with its
 * category's icon, name, spending and share, in aligned columns (a long name wraps in its own).
 */
export function CategoryDetails({ range }: { range: DateRange }) {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const share = useShareFormat();
  const currency = useWorkspaceCurrency();
  const { query, items, total } = useSpending('category', range);
  return (
    <section className="bc-card" aria-labelledby="dashboard-category-details">
      <Disclosure
        id="dashboard-category-details"
        label={t('dashboard.categoryDetails')}
        headingLevel={2}
        defaultOpen
      >
        <QueryState query={query}>
          {() =>
            items.length === 0 ? (
              <EmptyState message={tc('empty.noData')} />
            ) : (
              <ul className="bc-item-list">
                {items.map((item) => (
                  <li
                    key={item.id}
                    style={{
                      display: 'grid',
                      gridTemplateColumns: 'auto auto minmax(0, 1fr) auto 3.2em',
                      alignItems: 'baseline',
                      columnGap: 6,
                    }}
                  >
                    <span
                      className="bc-color-dot"
                      style={{ background: item.color, margin: 0 }}
                      aria-hidden="true"
                    />
                    <CategoryIcon name={item.icon} />
                    <span style={{ overflowWrap: 'break-word', hyphens: 'auto' }}>{item.name}</span>
                    <Amount cents={toCents(item.value)} currency={currency} />
                    <span className="bc-muted" style={{ textAlign: 'right', fontSize: '0.875rem' }}>
                      {share(item.value, total)}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </Disclosure>
    </section>
  );
}
