import { type PlannedEntry, toCents } from '@bc/api';
import { paths } from '@bc/router';
import { useReferenceNames } from '@bc/ui';
import { Amount, formatDate } from '@bc/ui/format';
import { CategoryIcon } from '@bc/ui/icons';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { LabelChips } from '../../../components/label-chips.tsx';
import { RowMenu } from '../../../components/row-menu.tsx';
import { useNarrowScreen } from '../../../components/use-narrow-screen.ts';

export interface PlannedEntriesTableProps {
  plans: readonly PlannedEntry[];
  onDelete: (plan: PlannedEntry) => void;
}

/** How the plans' table and rows write a plan's parts, in the interface language. */
function usePlanText() {
  const { t, i18n } = useTranslation('entries');
  const names = useReferenceNames();
  // A plan's dates are days, kept as midnight UTC: read as calendar days they stay that day everywhere.
  const day = (iso: string) => formatDate(iso.slice(0, 10), i18n.language);
  return {
    name: (plan: PlannedEntry) => plan.note || plan.payee?.name || names.subCategory(plan.sub_category),
    next: (plan: PlannedEntry) => (plan.next_execution ? day(plan.next_execution) : t('planned.over')),
    end: (plan: PlannedEntry) => (plan.end_date_time ? day(plan.end_date_time) : t('planned.noEnd')),
    planning: (plan: PlannedEntry) => t(`planning.${plan.planning}`),
  };
}

function PlanAmount({ plan }: { plan: PlannedEntry }) {
  return <Amount cents={toCents(plan.amount)} currency={plan.currency.code} type={plan.type} />;
}

function PlanMenu({ plan, name, onDelete }: { plan: PlannedEntry; name: string; onDelete: () => void }) {
  const { t } = useTranslation('entries');
  return (
    <RowMenu
      label={t('planned.actionsFor', { name })}
      editTo={paths.planned.edit.getHref({ id: plan.uuid })}
      editLabel={t('planned.edit')}
      deleteLabel={t('planned.delete')}
      onDelete={onDelete}
    />
  );
}

/**
 * The plans: rows on a phone (the category's icon, the name, the frequency and the next execution under it,
 * the labels, the amount on the right), a table on wider windows (note, amount, next execution, end,
 * frequency, labels); each with a menu holding Edit and Delete.
 */
export function PlannedEntriesTable(props: PlannedEntriesTableProps) {
  return useNarrowScreen() ? <PlannedRows {...props} /> : <PlannedTable {...props} />;
}

function PlannedTable({ plans, onDelete }: PlannedEntriesTableProps) {
  const { t } = useTranslation('entries');
  const text = usePlanText();
  return (
    <div className="bc-table-scroll">
      <table className="bc-table bc-planned-table">
        <thead>
          <tr>
            <th scope="col">{t('planned.note')}</th>
            <th scope="col" className="bc-num">
              {t('planned.amount')}
            </th>
            <th scope="col">{t('planned.nextExecution')}</th>
            <th scope="col">{t('planned.end')}</th>
            <th scope="col">{t('planned.planning')}</th>
            <th scope="col">{t('planned.labels')}</th>
            <th scope="col">
              <span className="bc-visually-hidden">{t('planned.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {plans.map((plan) => {
            const name = text.name(plan);
            return (
              <tr key={plan.uuid} data-plan={plan.uuid}>
                <td>
                  <span className="bc-with-icon">
                    <CategoryIcon name={plan.sub_category.category.icon} />
                    {name}
                  </span>
                </td>
                <td className="bc-num">
                  <PlanAmount plan={plan} />
                </td>
                <td className="bc-nowrap">{text.next(plan)}</td>
                <td className="bc-nowrap">{text.end(plan)}</td>
                <td>
                  <span className="bc-badge bc-planning-chip">{text.planning(plan)}</span>
                </td>
                <td>
                  <LabelChips labels={plan.labels} />
                </td>
                <td className="bc-row-menu-cell">
                  <PlanMenu plan={plan} name={name} onDelete={() => onDelete(plan)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function PlannedRows({ plans, onDelete }: PlannedEntriesTableProps) {
  const { t } = useTranslation('entries');
  const text = usePlanText();
  return (
    <ul className="bc-rows" aria-label={t('planned.title')}>
      {plans.map((plan) => {
        const name = text.name(plan);
        return (
          <li key={plan.uuid} className="bc-row" data-plan={plan.uuid}>
            <span
              className="bc-icon-badge"
              style={{ '--bc-badge-color': `var(--bc-${plan.type})` } as CSSProperties}
            >
              <CategoryIcon name={plan.sub_category.category.icon} />
            </span>
            <div className="bc-row-main">
              <span className="bc-row-title">{name}</span>
              <span className="bc-row-meta">
                {t('planned.nextExecution')}: {text.next(plan)}
                {plan.end_date_time && ` · ${t('planned.end')}: ${text.end(plan)}`}
              </span>
              <span className="bc-row-chips">
                <span className="bc-badge bc-planning-chip">{text.planning(plan)}</span>
                <LabelChips labels={plan.labels} />
              </span>
            </div>
            <span className="bc-row-amount">
              <PlanAmount plan={plan} />
            </span>
            <PlanMenu plan={plan} name={name} onDelete={() => onDelete(plan)} />
          </li>
        );
      })}
    </ul>
  );
}
