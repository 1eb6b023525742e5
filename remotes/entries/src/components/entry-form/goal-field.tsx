import { toCents } from '@bc/api';
import { Link, paths } from '@bc/router';
import { buttonClassName, EmptyState, Field } from '@bc/ui';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { useGoals } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-data.ts';

/**
 * The goal of a saving (its uuid is sent as goal_id), with what it holds so far under the select (masked
 * in hide-amounts mode). The goal of an entry being edited stays a choice when the list no longer has it
 * (archived since); a goal named by the URL that is not active is not chosen.
 */
export function GoalField({ initial }: { initial: { uuid: string; name: string | undefined } | null }) {
  const { t } = useTranslation('entries');
  const { t: tc } = useTranslation('common');
  const goals = useGoals();
  const currency = useWorkspaceCurrency();
  const [chosen, setChosen] = useState(initial?.uuid ?? '');
  const listed = goals.data ?? [];
  const kept =
    initial?.name !== undefined && !listed.some((goal) => goal.uuid === initial.uuid)
      ? [{ uuid: initial.uuid, name: initial.name }]
      : [];
  const choices: { uuid: string; name: string }[] = [...kept, ...listed];
  const value = choices.some((goal) => goal.uuid === chosen) ? chosen : '';
  const goal = listed.find((item) => item.uuid === value);
  const id = fieldId('goal');
  const money = (amount: number) => <Amount cents={toCents(amount)} currency={currency} />;
  return (
    <Field
      id={id}
      label={t('form.goal')}
      hint={
        goal && (
          <>
            {t('form.goalSaved')} {money(goal.balance)} / {money(goal.target_amount)}
          </>
        )
      }
      describedBy={goals.isError ? `${id}-error` : undefined}
    >
      {(control) => (
        <>
          <select
            {...control}
            name="goal_id"
            value={value}
            disabled={goals.isPending && kept.length === 0}
            onChange={(event) => setChosen(event.target.value)}
          >
            <option value="">{goals.isPending ? tc('loading') : t('form.chooseGoal')}</option>
            {choices.map((item) => (
              <option key={item.uuid} value={item.uuid}>
                {item.name}
              </option>
            ))}
          </select>
          {goals.isError && (
            <p id={`${id}-error`} className="bc-field-error" role="alert">
              {tc('errors.generic')}
            </p>
          )}
        </>
      )}
    </Field>
  );
}

/** A saving needs a goal: with none yet, the way to create the first one instead of the form. */
export function NoGoals() {
  const { t } = useTranslation('entries');
  return (
    <div className="bc-entry bc-entry-saving">
      <EmptyState message={t('form.noGoals')}>
        <Link className={buttonClassName({ variant: 'primary' })} to={paths.goals.new.getHref()}>
          {t('form.createGoal')}
        </Link>
      </EmptyState>
    </div>
  );
}
