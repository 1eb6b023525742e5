import { RULE_STAGES, type Rule, type RuleStage } from '@bc/api';
import { Alert, apiError, Field, FormLayout } from '@bc/ui';
import { AddIcon } from '@bc/ui/icons';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '../../../components/save-actions.tsx';
import { useSaveRule } from '../api/save-rule.ts';
import {
  bodyProblems,
  newAction,
  nextActionType,
  problemAt,
  type RuleDraft,
  ruleBodyOf,
  ruleMessageKey,
  unplacedProblems,
} from '../rule-draft.ts';
import { ActionEditor } from './action-editor.tsx';
import type { ProblemOf } from './condition-editor.tsx';
import { GroupEditor } from './group-editor.tsx';

export interface RuleFormProps {
  /** The rule being edited, or null for a new one. */
  rule: Rule | null;
  initial: RuleDraft;
  /** False for a viewer: every field read-only, nothing to save. */
  canWrite: boolean;
  onSaved: (rule: Rule, created: boolean) => void;
}

/**
 * The rule builder: name, stage and switch; the conditions as a group of rows and nested groups; the actions.
 * The contract checks the body before it leaves, and the server's problems come back to the same inputs by
 * their paths (`conditions.all.2.value`).
 */
export function RuleForm({ rule, initial, canWrite, onSaved }: RuleFormProps) {
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const save = useSaveRule();

  // A new row's first field, or the first field with a problem once a save was refused.
  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget === 'problem'
        ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
        : document.getElementById(focusTarget);
    target?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const problemOf: ProblemOf = (path, inside = false) => {
    const message = inside ? problemAt(problems, path) : problems[path];
    return message === undefined ? undefined : t(`rules.messages.${ruleMessageKey(message)}`);
  };
  const update = (next: RuleDraft) => setDraft(next);

  const showProblems = (found: Record<string, string>) => {
    setProblems(found);
    setFailure(null);
    setFocusTarget('problem');
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = ruleBodyOf(draft);
    const found = bodyProblems(body);
    if (Object.keys(found).length > 0) {
      showProblems(found);
      return;
    }
    setProblems({});
    setFailure(null);
    save.mutate(
      { id: rule?.id ?? null, body },
      {
        onSuccess: (saved) => onSaved(saved, rule === null),
        onError: (error) => {
          const { status, fields } = apiError(error);
          if (status === 422 && Object.keys(fields).length > 0) showProblems(fields);
          else setFailure(status === 403 ? t('rules.readOnly') : t('rules.failed'));
        },
      },
    );
  };

  const hasProblems = Object.keys(problems).length > 0;
  const unplaced = unplacedProblems(draft, problems).map((message) =>
    t(`rules.messages.${ruleMessageKey(message)}`),
  );

  return (
    <form
      ref={form}
      aria-label={rule ? t('rules.editTitle') : t('rules.addTitle')}
      onSubmit={submit}
      noValidate
    >
      <fieldset className="bc-rule-form" disabled={!canWrite}>
        {(hasProblems || failure) && (
          <Alert tone="error">{failure ?? [t('rules.builder.problems'), ...unplaced].join(' ')}</Alert>
        )}
        <FormLayout>
          <Field id="rule-name" label={t('rules.builder.name')} error={problemOf('name')}>
            <input
              type="text"
              autoComplete="off"
              value={draft.name}
              onChange={(event) => update({ ...draft, name: event.target.value })}
            />
          </Field>
          <Field
            id="rule-stage"
            label={t('rules.builder.stage')}
            hint={t('rules.builder.stageHint')}
            error={problemOf('stage')}
          >
            <select
              value={draft.stage}
              onChange={(event) => update({ ...draft, stage: event.target.value as RuleStage })}
            >
              {RULE_STAGES.map((stage) => (
                <option key={stage} value={stage}>
                  {t(`rules.stages.${stage}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="rule-active" label={t('rules.builder.active')} inline>
            <input
              type="checkbox"
              checked={draft.active}
              onChange={(event) => update({ ...draft, active: event.target.checked })}
            />
          </Field>
        </FormLayout>
        <GroupEditor
          group={draft.conditions}
          path="conditions"
          level={1}
          onChange={(conditions) => update({ ...draft, conditions })}
          problemOf={problemOf}
          onAdded={setFocusTarget}
        />
        <fieldset className="bc-fieldset bc-rule-group">
          <legend>{t('rules.builder.actions')}</legend>
          {problemOf('actions') && <p className="bc-field-error">{problemOf('actions')}</p>}
          <ol className="bc-rule-members">
            {draft.actions.map((action, index) => (
              <ActionEditor
                key={action.key}
                action={action}
                index={index}
                onChange={(next) =>
                  update({ ...draft, actions: draft.actions.map((item, at) => (at === index ? next : item)) })
                }
                onRemove={
                  draft.actions.length > 1
                    ? () => update({ ...draft, actions: draft.actions.filter((_, at) => at !== index) })
                    : undefined
                }
                problemOf={problemOf}
              />
            ))}
          </ol>
          <div className="bc-actions">
            <button
              type="button"
              className="bc-button bc-button-small"
              onClick={() => {
                const action = newAction(nextActionType(draft.actions));
                update({ ...draft, actions: [...draft.actions, action] });
                setFocusTarget(`rule-${action.key}-type`);
              }}
            >
              <AddIcon />
              {t('rules.builder.addAction')}
            </button>
          </div>
        </fieldset>
        {canWrite && <SaveActions busy={save.isPending} />}
      </fieldset>
    </form>
  );
}
