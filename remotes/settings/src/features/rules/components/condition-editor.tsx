import { RULE_CONDITION_FIELDS, type RuleConditionField } from '@bc/api';
import { Field } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import {
  type ConditionDraft,
  isChoiceField,
  operatorsOf,
  type RuleOperator,
  withField,
  withOperator,
} from '../rule-draft.ts';
import { RemoveButton } from './remove-button.tsx';
import { RuleMultiPicker, RuleSelect } from './rule-pickers.tsx';

/** The translated problem of a path (and of the values inside it, with `inside`), or nothing. */
export type ProblemOf = (path: string, inside?: boolean) => string | undefined;

export interface ConditionEditorProps {
  condition: ConditionDraft;
  /** Its path in the body, as the server's problems name it: `conditions.all.2`. */
  path: string;
  /** Its number, as people read it: `2` in the conditions, `2.1` first in group 2. */
  number: string;
  onChange: (next: ConditionDraft) => void;
  /** Absent for the last member of a group, which is never left empty. */
  onRemove?: (() => void) | undefined;
  problemOf: ProblemOf;
}

const first = (value: string | string[]) => (Array.isArray(value) ? (value[0] ?? '') : value);

/** One condition: its field, its comparison (what the field takes) and the value (what the comparison takes). */
export function ConditionEditor({
  condition,
  path,
  number,
  onChange,
  onRemove,
  problemOf,
}: ConditionEditorProps) {
  const { t } = useTranslation('settings');
  const idOf = (part: string) => `rule-${condition.key}-${part}`;
  const name = t('rules.builder.conditionN', { n: number });
  return (
    <li className="bc-rule-row" aria-label={name}>
      <div className="bc-rule-row-fields">
        <Field id={idOf('field')} label={t('rules.builder.field')} error={problemOf(`${path}.field`)}>
          <select
            value={condition.field}
            onChange={(event) => onChange(withField(condition, event.target.value as RuleConditionField))}
          >
            {RULE_CONDITION_FIELDS.map((field) => (
              <option key={field} value={field}>
                {t(`rules.fields.${field}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={idOf('op')}
          label={t('rules.builder.operator')}
          error={problemOf(`${path}.op`) ?? problemOf(path)}
        >
          <select
            value={condition.op}
            onChange={(event) => onChange(withOperator(condition, event.target.value as RuleOperator))}
          >
            {operatorsOf(condition.field).map((op) => (
              <option key={op} value={op}>
                {t(`rules.operators.${op}`)}
              </option>
            ))}
          </select>
        </Field>
        <ConditionValue
          condition={condition}
          idOf={idOf}
          error={problemOf(`${path}.value`, true)}
          onChange={(value) => onChange({ ...condition, value })}
        />
      </div>
      {onRemove && (
        <RemoveButton label={t('rules.builder.removeCondition', { n: number })} onClick={onRemove} />
      )}
    </li>
  );
}

interface ConditionValueProps {
  condition: ConditionDraft;
  idOf: (part: string) => string;
  error: string | undefined;
  onChange: (value: string | string[]) => void;
}

/** The value's input, by field and comparison. */
function ConditionValue({ condition, idOf, error, onChange }: ConditionValueProps) {
  const { t } = useTranslation('settings');
  const { field, op, value } = condition;
  const id = idOf('value');

  if (isChoiceField(field)) {
    const label = t(`rules.fields.${field}`);
    return op === 'one_of' ? (
      // A new field or comparison starts the picker afresh.
      <RuleMultiPicker
        key={`${field}-${op}`}
        id={id}
        label={label}
        kind={field}
        value={Array.isArray(value) ? value : []}
        onChange={onChange}
        error={error}
      />
    ) : (
      <RuleSelect id={id} label={label} kind={field} value={first(value)} onChange={onChange} error={error} />
    );
  }

  if (op === 'between') {
    const [low = '', high = ''] = Array.isArray(value) ? value : [value, ''];
    return (
      <div className="bc-rule-pair">
        <Field id={id} label={t('rules.builder.from')} hint={amountHint(field, t)}>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={low}
            onChange={(event) => onChange([event.target.value, high])}
          />
        </Field>
        <Field id={idOf('value-to')} label={t('rules.builder.to')} error={error}>
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={high}
            onChange={(event) => onChange([low, event.target.value])}
          />
        </Field>
      </div>
    );
  }

  if (op === 'one_of') {
    const lines = Array.isArray(value) ? value : [value];
    return (
      <Field id={id} label={t('rules.builder.values')} hint={t('rules.builder.valuesHint')} error={error}>
        <textarea
          rows={3}
          value={lines.join('\n')}
          onChange={(event) => onChange(event.target.value.split('\n'))}
        />
      </Field>
    );
  }

  const text = first(value);
  const input = (props: { type: string; inputMode?: 'decimal' | 'numeric'; min?: number; max?: number }) => (
    <input {...props} autoComplete="off" value={text} onChange={(event) => onChange(event.target.value)} />
  );
  if (field === 'date') {
    return op === 'day_of_month' ? (
      <Field id={id} label={t('rules.builder.day')} hint={t('rules.builder.dayHint')} error={error}>
        {input({ type: 'number', inputMode: 'numeric', min: 1, max: 31 })}
      </Field>
    ) : (
      <Field id={id} label={t('rules.builder.date')} error={error}>
        {input({ type: 'date' })}
      </Field>
    );
  }
  if (field === 'amount' || field === 'amount_in' || field === 'amount_out') {
    const hint =
      op === 'approximately'
        ? `${amountHint(field, t)} ${t('rules.builder.approximatelyHint')}`
        : amountHint(field, t);
    return (
      <Field id={id} label={t('rules.builder.amount')} hint={hint} error={error}>
        {input({ type: 'text', inputMode: 'decimal' })}
      </Field>
    );
  }
  return op === 'matches' ? (
    <Field id={id} label={t('rules.builder.pattern')} hint={t('rules.builder.patternHint')} error={error}>
      {input({ type: 'text' })}
    </Field>
  ) : (
    <Field id={id} label={t('rules.builder.text')} error={error}>
      {input({ type: 'text' })}
    </Field>
  );
}

const amountHint = (field: RuleConditionField, t: (key: string) => string) =>
  field === 'amount' ? t('rules.builder.amountHint') : t('rules.builder.unsignedHint');
