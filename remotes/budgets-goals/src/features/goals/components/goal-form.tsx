import type { Goal } from '@bc/api';
import { type GoalIcon, goalIconOf } from '@bc/domain';
import { AmountInput, Button, Field, FormActions, FormLayout, useFormProblems } from '@bc/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localToday } from '../../../components/dates.ts';
import { useSaveGoal } from '../api/save-goal.ts';
import { goalFormProblems, readGoalForm } from '../goal-form-values.ts';
import { GoalIconPicker } from './goal-icon-picker.tsx';

const fieldId = (name: string) => `goal-${name}`;

export interface GoalFormProps {
  /** The goal to update, or null to create one. */
  goal: Goal | null;
  onSaved: (goal: Goal) => void;
}

/**
 * The goal form: icon, name, target, due date and notes. The goal rules are checked before anything is
 * sent; the server's answers show in the same alert.
 */
export function GoalForm({ goal, onSaved }: GoalFormProps) {
  const { t } = useTranslation('budgets-goals');
  const [icon, setIcon] = useState<GoalIcon | null>(() => (goal ? goalIconOf(goal.category_icon) : null));
  const save = useSaveGoal();
  const problems = useFormProblems(
    (key) => t(`messages.${key}`, { defaultValue: key }),
    t(goal ? 'goalForm.updateFailed' : 'goalForm.createFailed'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { body, draft } = readGoalForm(new FormData(event.currentTarget), icon);
    if (!problems.check(goalFormProblems(draft, localToday(), goal))) return;
    save.mutate({ uuid: goal?.uuid ?? null, body }, { onSuccess: onSaved, onError: problems.failed });
  };

  return (
    <form className="bc-card" aria-label={t('goals.formTitle')} onSubmit={submit} noValidate>
      <FormLayout>
        {problems.alert}
        <Field id={fieldId('name')} label={t('goalForm.name')} wide>
          <input name="name" type="text" autoComplete="off" maxLength={120} defaultValue={goal?.name ?? ''} />
        </Field>
        <AmountInput
          id={fieldId('amount')}
          name="amount"
          label={t('goalForm.amount')}
          min={0}
          defaultValue={goal?.amount ?? null}
        />
        <Field id={fieldId('due-date')} label={t('goalForm.dueDate')}>
          <input name="due_date" type="date" defaultValue={goal?.due_date ?? ''} />
        </Field>
        <GoalIconPicker label={t('goalForm.icon')} name="category_icon" value={icon} onChange={setIcon} />
        <Field id={fieldId('description')} label={t('goalForm.description')} wide>
          <textarea name="description" rows={3} maxLength={1000} defaultValue={goal?.description ?? ''} />
        </Field>
        <FormActions>
          <Button type="submit" variant="primary" busy={save.isPending}>
            {t(goal ? 'goalForm.update' : 'goalForm.save')}
          </Button>
        </FormActions>
      </FormLayout>
    </form>
  );
}
