import { RULE_ACTION_TYPES, type RuleActionType } from '@bc/api';
import { Field } from '@bc/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDraft } from '../rule-draft.ts';
import type { ProblemOf } from './condition-editor.tsx';
import { RemoveButton } from './remove-button.tsx';
import { RuleSelect } from './rule-pickers.tsx';

export interface ActionEditorProps {
  action: ActionDraft;
  /** Its place among the actions, from 0: its path is `actions.<index>`. */
  index: number;
  onChange: (next: ActionDraft) => void;
  onRemove?: (() => void) | undefined;
  problemOf: ProblemOf;
}

const NOTE_TYPES: readonly RuleActionType[] = ['set_note', 'append_note'];

/** The action with another type: a note's text stays a note's text, anything else starts empty. */
function withType(action: ActionDraft, type: RuleActionType): ActionDraft {
  if (NOTE_TYPES.includes(type) && NOTE_TYPES.includes(action.type)) return { ...action, type };
  return { ...action, type, value: type === 'exclude_from_stats' ? 'true' : '' };
}

/** One action: what it does, and with what (a sub-category, a label, a wallet, a text, a flag). */
export function ActionEditor({ action, index, onChange, onRemove, problemOf }: ActionEditorProps) {
  const { t } = useTranslation('settings');
  const path = `actions.${index}`;
  const id = (part: string) => `rule-${action.key}-${part}`;
  const error = problemOf(`${path}.value`, true) ?? problemOf(path);
  const setValue = (value: string) => onChange({ ...action, value });
  const text = (label: string, hint?: string) => (
    <Field id={id('value')} label={label} hint={hint} error={error}>
      <input
        type="text"
        autoComplete="off"
        value={action.value}
        onChange={(event) => setValue(event.target.value)}
      />
    </Field>
  );

  let value: ReactNode;
  switch (action.type) {
    case 'set_category':
      value = (
        <RuleSelect
          id={id('value')}
          label={t('rules.builder.category')}
          kind="category"
          value={action.value}
          onChange={setValue}
          error={error}
        />
      );
      break;
    case 'add_label':
    case 'remove_label':
      value = (
        <RuleSelect
          id={id('value')}
          label={t('rules.builder.label')}
          kind="label"
          value={action.value}
          onChange={setValue}
          error={error}
        />
      );
      break;
    case 'transfer_to_wallet':
      value = (
        <RuleSelect
          id={id('value')}
          label={t('rules.builder.wallet')}
          kind="wallet"
          value={action.value}
          onChange={setValue}
          error={error}
        />
      );
      break;
    case 'exclude_from_stats':
      value = (
        <Field id={id('value')} label={t('rules.builder.excluded')} error={error} inline>
          <input
            type="checkbox"
            checked={action.value === 'true'}
            onChange={(event) => setValue(event.target.checked ? 'true' : 'false')}
          />
        </Field>
      );
      break;
    case 'set_payee':
      value = text(t('rules.builder.payee'));
      break;
    case 'set_note':
      value = text(t('rules.builder.note'), t('rules.builder.noteHint'));
      break;
    default:
      value = text(t('rules.builder.appendText'));
  }

  return (
    <li className="bc-rule-row" aria-label={t('rules.builder.actionN', { n: index + 1 })}>
      <div className="bc-rule-row-fields">
        <Field id={id('type')} label={t('rules.builder.action')} error={problemOf(`${path}.type`)}>
          <select
            value={action.type}
            onChange={(event) => onChange(withType(action, event.target.value as RuleActionType))}
          >
            {RULE_ACTION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`rules.actionTypes.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        {value}
      </div>
      {onRemove && (
        <RemoveButton label={t('rules.builder.removeAction', { n: index + 1 })} onClick={onRemove} />
      )}
    </li>
  );
}
