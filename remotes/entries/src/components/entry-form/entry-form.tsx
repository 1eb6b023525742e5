import type { Entry, EntryBody, Model, PlannedEntry } from '@bc/api';
import type { EntryTab } from '@bc/domain';
import { Button, FormActions, FormLayout, TabPanel, Tabs, useFormProblems } from '@bc/ui';
import type { LabelChoice } from '@bc/ui/ledger';
import { useGoals } from '@bc/ui/ledger';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsFields } from './details-fields.tsx';
import { defaultsFromModel, type EntryDefaults, type EntryFormMode, TABS_BY_MODE } from './entry-types.ts';
import { NoGoals } from './goal-field.tsx';
import { MainFields, type SavingDirection } from './main-fields.tsx';
import { ModelPicker } from './model-picker.tsx';
import { defaultsFromPlan, readPlanningFields } from './plan-fields.ts';
import { PlanningFields } from './planning-fields.tsx';
import { readEntryForm } from './read-entry-form.ts';
import { type EntryRulesPreview, NO_RULES_PREVIEW, useRuleHints } from './use-rule-hints.ts';
import './entry-form.css';

export type { SavingDirection };

const TAB_PREFIX = 'entry-type';

export interface EntryFormProps {
  /** entry: an entry of the ledger; planned: a plan, with its schedule instead of a date. */
  mode: EntryFormMode;
  type: EntryTab;
  onTypeChange?: (type: EntryTab) => void;
  /** A new saving entry: a deposit adds to the goal, a withdrawal takes from it. */
  savingDirection?: SavingDirection;
  /** A new saving entry: the goal chosen at first (its uuid). */
  goalId?: string;
  /** The entry being edited (mode entry). */
  entry?: Entry;
  /** The plan being edited (mode planned). */
  plan?: PlannedEntry;
  /**
   * Sends a body that passed the rules (a plan's with its schedule): `failed` shows in the form what the
   * server refused.
   */
  onSubmit: (body: EntryBody, failed: (error: unknown) => void) => void;
  /** While a save is under way: the submit button waits. */
  busy: boolean;
  /**
   * Told the form as it would be sent after each change the person makes (a new entry, whose empty fields
   * the workspace's rules may fill).
   */
  onDraft?: ((draft: EntryBody) => void) | undefined;
  /** What the rules would fill in the fields left empty: shown as the fields' values, each naming its rule. */
  rules?: EntryRulesPreview | undefined;
}

/**
 * The entry form: a tab bar of the entry types in their colours, the fields of the chosen tab, a plan's
 * schedule in planned mode, and the details. A saving entry has no tab bar; with no goal to save toward,
 * an invitation to create one stands instead of the form. A new expense or income can start from a model.
 */
export function EntryForm({
  mode,
  type,
  onTypeChange,
  savingDirection = 'deposit',
  goalId,
  entry,
  plan,
  onSubmit,
  busy,
  onDraft,
  rules = NO_RULES_PREVIEW,
}: EntryFormProps) {
  const { t } = useTranslation('entries');
  const tabs = type === 'saving' ? null : TABS_BY_MODE[mode];
  const goals = useGoals(type === 'saving');
  // An edited saving keeps its goal as a choice even when that goal is no longer active.
  const noGoals = type === 'saving' && goals.data?.length === 0 && !entry?.goal_id;
  // The planning rules' keys first (planned mode), then the entry messages; the server answers the same keys.
  const problems = useFormProblems(
    (key) => t([`planned.problems.${key}`, `messages.${key}`], { defaultValue: key }),
    t('form.saveFailed'),
  );
  const [labels, setLabels] = useState<LabelChoice[]>(() => entry?.labels ?? plan?.labels ?? []);
  // A chosen model fills a new entry; the fields are mounted afresh with its values.
  const [template, setTemplate] = useState<Model | null>(null);
  const initial: Partial<EntryDefaults> | undefined =
    entry ?? (plan ? defaultsFromPlan(plan) : template ? defaultsFromModel(template) : undefined);
  // The form is read again once each change has rendered (a category tile, a label chip, a tab included).
  const formRef = useRef<HTMLFormElement>(null);
  const [edits, setEdits] = useState(0);
  const edited = () => setEdits((count) => count + 1);
  useEffect(() => {
    if (edits === 0 || !onDraft || !formRef.current) return;
    // A category not chosen is missing, as the server's rules see it.
    const form = new FormData(formRef.current);
    onDraft(readEntryForm(form, type, labels, undefined, { categoryByRule: true }).body);
  }, [edits, labels, type, onDraft]);
  const hints = useRuleHints(rules);

  const pickModel = (model: Model) => {
    setTemplate(model);
    setLabels(model.labels);
    problems.clear();
    edited();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formData = new FormData(event.currentTarget);
    // A category a rule gives is not asked for; left unchosen, the server files the entry by the rule.
    const { problems: found, body } = readEntryForm(formData, type, labels, undefined, {
      categoryByRule: hints.category !== null,
    });
    // A plan's schedule has its own rules; an edited plan may keep a start or an end that is past by now.
    const planning =
      mode === 'planned'
        ? readPlanningFields(formData, plan ? { start: plan.date_time, end: plan.end_date_time } : null)
        : null;
    if (!problems.check([...found, ...(planning?.problems ?? [])])) return;
    onSubmit(planning ? { ...body, ...planning.fields } : body, problems.failed);
  };

  const form = (
    <form
      ref={formRef}
      className={`bc-form bc-entry-form bc-entry-${type}`}
      aria-label={t(`types.${type}`)}
      onSubmit={submit}
      onChange={edited}
      noValidate
    >
      {problems.alert}
      {mode === 'entry' && !entry && (type === 'expenses' || type === 'incoming') && (
        <ModelPicker type={type} onPick={pickModel} />
      )}
      <div key={template?.uuid ?? 'blank'} className="bc-form">
        <FormLayout>
          <MainFields
            mode={mode}
            type={type}
            savingDirection={savingDirection}
            goalId={goalId}
            initial={initial}
            categoryFromRule={hints.category}
            onCategory={edited}
          />
          {mode === 'planned' && <PlanningFields plan={plan} />}
        </FormLayout>
        <DetailsFields
          initial={initial}
          onLabels={(next) => {
            setLabels(next);
            edited();
          }}
          fromRules={hints.details}
        />
      </div>
      <FormActions>
        <Button type="submit" variant="primary" busy={busy}>
          {t('form.save')}
        </Button>
      </FormActions>
    </form>
  );

  if (noGoals) return <NoGoals />;
  if (!tabs) return <div className="bc-entry">{form}</div>;
  return (
    <div className="bc-entry">
      <Tabs
        label={t('entry.typeTabs')}
        idPrefix={TAB_PREFIX}
        className="bc-entry-tabs"
        tabs={tabs.map((id) => ({ id, label: t(`types.${id}`), className: `bc-entry-tab-${id}` }))}
        selected={type}
        onSelect={(next) => {
          problems.clear();
          onTypeChange?.(next);
        }}
      />
      <TabPanel idPrefix={TAB_PREFIX} tab={type}>
        {form}
      </TabPanel>
    </div>
  );
}
