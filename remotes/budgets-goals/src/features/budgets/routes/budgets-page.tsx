import { Link, useLocation } from '@bc/router';
import {
  buttonClassName,
  EmptyState,
  type FlashState,
  PageHeader,
  QueryState,
  Toasts,
  useFlash,
} from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../paths.ts';
import { useBudgetsStats } from '../api/get-budgets-stats.ts';
import { groupBudgets } from '../budget-figures.ts';
import { useBudgetsMenu } from '../budgets-menu.ts';
import { BudgetCard } from '../components/budget-card.tsx';

/** /budgets: every budget in its current window, grouped weekly, monthly, yearly and recurring. */
export function BudgetsPage() {
  const { t } = useTranslation('budgets-goals');
  const location = useLocation();
  const flash = useFlash((location.state as FlashState | null)?.flash);
  const stats = useBudgetsStats();
  return (
    <>
      <PageHeader title={t('budgets.title')} menu={useBudgetsMenu()} />
      <Toasts flash={flash} />
      <QueryState query={stats} skeleton="cards">
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('budgets.empty')}>
              <Link className={buttonClassName({ variant: 'primary' })} to={paths.budgets.new.getHref()}>
                {t('budgets.emptyAction')}
              </Link>
            </EmptyState>
          ) : (
            groupBudgets(list).map(({ group, budgets }) => (
              <section key={group} aria-labelledby={`budget-group-${group}`}>
                <h2 id={`budget-group-${group}`}>{t(`periods.${group}`)}</h2>
                <ul
                  className="bc-card-grid"
                  style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 22rem), 1fr))' }}
                >
                  {budgets.map((budget) => (
                    <li key={budget.budget.uuid}>
                      <BudgetCard stats={budget} headingLevel={3} linked />
                    </li>
                  ))}
                </ul>
              </section>
            ))
          )
        }
      </QueryState>
    </>
  );
}
