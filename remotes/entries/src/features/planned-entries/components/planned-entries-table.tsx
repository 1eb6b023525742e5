import type { PlannedEntry } from '@bc/api';
import { Link } from '@bc/router';
import { useReferenceNames } from '@bc/ui';
import { formatMoney } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';
import { formatPlanDay } from '../plan-form.ts';

export interface PlannedEntriesTableProps {
  plans: readonly PlannedEntry[];
  onDelete: (plan: PlannedEntry) => void;
}

/**
 * The plans (SPEC §2 /app/planned-entries): note, amount (masked in hide-amounts mode), next execution,
 * end, planning chip, label chips and a row menu with Edit and Delete.
 */
export function PlannedEntriesTable({ plans, onDelete }: PlannedEntriesTableProps) {
  const { t, i18n } = useTranslation('entries');
  const names = useReferenceNames();
  return (
    <div className="bc-table-scroll">
      <table className="bc-table bc-planned-table">
        <thead>
          <tr>
            <th scope="col">{t('planned.note')}</th>
            <th scope="col">{t('planned.amount')}</th>
            <th scope="col">{t('planned.nextExecution')}</th>
            <th scope="col">{t('planned.end')}</th>
            <th scope="col">{t('planned.planning')}</th>
            <th scope="col">{t('planned.labels')}</th>
            <th scope="col">{t('planned.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const name = plan.note || plan.payee?.name || names.subCategory(plan.sub_category);
            return (
              <tr key={plan.uuid} data-plan={plan.uuid}>
                <td>{name}</td>
                <td>
                  <span
                    className={`bc-amount ${plan.amount < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}`}
                  >
                    {formatMoney(plan.amount, plan.currency.symbol, i18n.language)}
                  </span>
                </td>
                <td>
                  {plan.next_execution
                    ? formatPlanDay(plan.next_execution, i18n.language)
                    : t('planned.over')}
                </td>
                <td>
                  {plan.end_date_time ? formatPlanDay(plan.end_date_time, i18n.language) : t('planned.noEnd')}
                </td>
                <td>
                  <span className="bc-badge bc-planning-chip">{t(`planning.${plan.planning}`)}</span>
                </td>
                <td>
                  {plan.labels.map((label) => (
                    <span key={label.id} className="bc-label-chip" style={{ background: label.color }}>
                      {label.name}
                    </span>
                  ))}
                </td>
                <td>
                  <details className="bc-row-menu">
                    <summary className="bc-row-menu-button" aria-label={t('planned.actionsFor', { name })}>
                      ⋯
                    </summary>
                    <div className="bc-actions">
                      <Link className="bc-button" to={`/planned_entry/${encodeURIComponent(plan.uuid)}`}>
                        {t('planned.edit')}
                      </Link>
                      <button
                        type="button"
                        className="bc-button"
                        aria-haspopup="dialog"
                        onClick={() => onDelete(plan)}
                      >
                        {t('planned.delete')}
                      </button>
                    </div>
                  </details>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
