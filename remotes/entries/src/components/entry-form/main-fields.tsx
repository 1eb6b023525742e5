import { CATEGORY_KINDS_OF_TAB, type EntryTab } from '@bc/domain';
import { AmountInput, Field } from '@bc/ui';
import { CategoryPicker } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionField } from './direction-field.tsx';
import { type EntryDefaults, type EntryFormMode, toDateTimeInputValue } from './entry-types.ts';
import { fieldId } from './form-data.ts';
import { GoalField } from './goal-field.tsx';
import { PayeeFields } from './payee-fields.tsx';
import { WalletFields } from './wallet-fields.tsx';

export type SavingDirection = 'deposit' | 'withdrawal';

export interface MainFieldsProps {
  mode: EntryFormMode;
  type: EntryTab;
  /** A new saving: which way it starts. */
  savingDirection: SavingDirection;
  /** A new saving: the goal chosen at first (its uuid). */
  goalId?: string | undefined;
  /** What the form starts from; its values fill the fields only on the tab of its own type. */
  initial?: Partial<EntryDefaults> | undefined;
  /** The category a rule would give the entry while the person chooses none, and the hint naming the rule. */
  categoryFromRule?: { id: number; hint: string } | null | undefined;
  /** Told when the person chooses a category. */
  onCategory?: (() => void) | undefined;
}

/**
 * The fields of the chosen tab: the direction of a debit or a saving, the amount, the wallet (a transfer's
 * two), the category where the tab files under one, the goal of a saving, the payee of a debit, and the date
 * of an entry (a plan has its own schedule instead). They are items of the form's FormLayout, as the planning
 * fields are.
 */
export function MainFields({
  mode,
  type,
  savingDirection,
  goalId,
  initial,
  categoryFromRule,
  onCategory,
}: MainFieldsProps) {
  const { t } = useTranslation('entries');
  const [dateTime] = useState(() =>
    toDateTimeInputValue(initial?.date_time ? new Date(initial.date_time) : new Date()),
  );
  // Read-backs name their type as the tabs do; another tab starts blank.
  const own = initial !== undefined && initial.type === type ? initial : undefined;
  const categoryKinds = CATEGORY_KINDS_OF_TAB[type];
  return (
    <>
      {type === 'saving' && (
        <DirectionField
          key={savingDirection}
          legend={t('form.savingDirection')}
          name="saving_direction"
          initial={own ? ((own.amount ?? 0) < 0 ? 'withdrawal' : 'deposit') : savingDirection}
          choices={[
            { value: 'deposit', label: t('form.deposit') },
            { value: 'withdrawal', label: t('form.withdrawal') },
          ]}
        />
      )}
      {type === 'debit' && (
        <DirectionField
          legend={t('form.debitDirection')}
          name="debit_direction"
          initial={own && (own.amount ?? 0) < 0 ? 'expenses' : 'incoming'}
          choices={[
            { value: 'incoming', label: t('form.debitIncoming') },
            { value: 'expenses', label: t('form.debitExpense') },
          ]}
        />
      )}
      <AmountInput
        id={fieldId('amount')}
        name="amount"
        label={t('form.amount')}
        min={0.01}
        defaultValue={initial?.amount === undefined ? null : Math.abs(initial.amount)}
        autoFocus={initial === undefined}
      />
      <WalletFields type={type} initial={own} />
      {categoryKinds && (
        <CategoryPicker
          key={`category-${type}`}
          id={fieldId('category')}
          name="category_id"
          kinds={categoryKinds}
          defaultValue={own?.category_id ?? undefined}
          suggested={categoryFromRule}
          onChange={onCategory}
        />
      )}
      {type === 'saving' && (
        <GoalField
          initial={
            own?.goal_id
              ? { uuid: own.goal_id, name: own.goal?.name }
              : goalId
                ? { uuid: goalId, name: undefined }
                : null
          }
        />
      )}
      {type === 'debit' && (
        <PayeeFields initial={own?.payee_id ? { id: own.payee_id, name: own.payee?.name } : null} />
      )}
      {mode === 'entry' && (
        <Field label={t('form.date')}>
          <input
            id={fieldId('date')}
            name="date_time"
            type="datetime-local"
            defaultValue={dateTime}
            required
          />
        </Field>
      )}
    </>
  );
}
