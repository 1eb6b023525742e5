import { MODEL_TABS, type Model, type ModelInput } from '@bc/api';
import {
  CATEGORY_KINDS_OF_TAB,
  choosesCategory,
  entryTypeOfTab,
  modelNameProblem,
  SAVING_CATEGORY_ID,
  signedAmount,
  WORKSPACE_DEFAULTS,
} from '@bc/domain';
import { AmountInput, Field, QuerySelect, TabPanel, Tabs, useFormProblems } from '@bc/ui';
import { CategoryPicker, type LabelChoice, LabelsField, labelRefs, useWallets } from '@bc/ui/ledger';
import { CurrencySelect, PaymentTypeSelect } from '@bc/ui/reference-data';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '../../../components/save-actions.tsx';
import { useSaveModel } from '../api/save-model.ts';

/** The form's tabs, named as the API names a model's type (bodies and read-backs alike). */
export const MODEL_TYPES = MODEL_TABS;
export type ModelType = (typeof MODEL_TYPES)[number];

const TAB_PREFIX = 'model-type';
const fieldId = (name: string) => `model-${name}`;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};
const number = (form: FormData, name: string): number | null => {
  const value = text(form, name);
  return value === '' || Number.isNaN(Number(value)) ? null : Number(value);
};

/** The category a model sends: the chosen one where the tab has a category select, the fixed one of savings. */
function modelCategory(type: ModelType, chosen: number): number | null {
  if (type === 'saving') return SAVING_CATEGORY_ID;
  return choosesCategory(type) && chosen > 0 ? chosen : null;
}

/**
 * Reads the form into the API body: the entry body of the tab (`type` is the tab's name) with the model's
 * name; debit and saving carry the sign the radio chose (a saving: deposit +, withdrawal -). A model keeps
 * no goal, so a saving model sends none.
 */
export function modelInputFromForm(
  form: FormData,
  type: ModelType,
  labels: readonly LabelChoice[] = [],
): ModelInput {
  const amount = number(form, 'amount');
  const account = number(form, 'account_id') ?? -1;
  const category = number(form, 'category_id') ?? 0;
  return {
    name: text(form, 'name'),
    type,
    amount:
      amount === null
        ? null
        : signedAmount(entryTypeOfTab(type), amount, text(form, 'direction') === 'out' ? -1 : 1),
    currency_id: number(form, 'currency_id'),
    payment_type: number(form, 'payment_type'),
    note: text(form, 'note') || null,
    exclude_from_stats: form.get('exclude_from_stats') === 'on',
    account_id: account > 0 ? account : null,
    category_id: modelCategory(type, category),
    labels: labelRefs(labels),
  };
}

export interface ModelFormProps {
  type: ModelType;
  onTypeChange: (type: ModelType) => void;
  /** The model being edited; a new one otherwise. */
  model?: Model;
  onSaved?: (model: Model) => void;
}

/**
 * The model (template) form: four tabs, the required template name and the
 * entry fields a model fills in; saved with POST/PUT /api/entry/model.
 */
export function ModelForm({ type, onTypeChange, model, onSaved }: ModelFormProps) {
  const { t } = useTranslation('settings');
  const wallets = useWallets('active');
  const save = useSaveModel();
  const problems = useFormProblems(
    (key) => t(`models.messages.${key}`, { defaultValue: key }),
    t('wallets.saveFailed'),
  );
  const [labels, setLabels] = useState<LabelChoice[]>(() => [...(model?.labels ?? [])]);
  const kinds = CATEGORY_KINDS_OF_TAB[type];
  const sameType = model && type === model.type;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = modelInputFromForm(new FormData(event.currentTarget), type, labels);
    const problem = modelNameProblem(input.name);
    if (!problems.check(problem ? [problem] : [])) return;
    save.mutate(
      { uuid: model?.uuid ?? null, model: input },
      {
        onSuccess: (saved) => onSaved?.(saved),
        onError: problems.failed,
      },
    );
  };

  return (
    <div className={`bc-entry bc-entry-${type}`}>
      <Tabs
        label={t('models.typeTabs')}
        idPrefix={TAB_PREFIX}
        className="bc-entry-tabs"
        tabs={MODEL_TYPES.map((id) => ({
          id,
          label: t(`models.types.${id}`),
          className: `bc-entry-tab-${id}`,
        }))}
        selected={type}
        onSelect={(next) => {
          problems.clear();
          onTypeChange(next);
        }}
      />
      <TabPanel idPrefix={TAB_PREFIX} tab={type}>
        <form
          className={`bc-form bc-entry-form bc-entry-${type}`}
          aria-label={t(`models.types.${type}`)}
          onSubmit={submit}
          noValidate
        >
          {problems.alert}
          <div className="bc-grid">
            <Field id={fieldId('name')} label={t('models.name')}>
              <input name="name" type="text" autoComplete="off" defaultValue={model?.name ?? ''} />
            </Field>
            {(type === 'debit' || type === 'saving') && (
              <fieldset
                key={type}
                className="bc-fieldset bc-choice-group"
                aria-describedby={type === 'saving' ? fieldId('saving-hint') : undefined}
              >
                <legend>{type === 'saving' ? t('models.savingDirection') : t('models.direction')}</legend>
                {(['in', 'out'] as const).map((value) => (
                  <label key={value} className="bc-choice">
                    <input
                      type="radio"
                      name="direction"
                      value={value}
                      defaultChecked={
                        value === (sameType && model.amount !== null && model.amount < 0 ? 'out' : 'in')
                      }
                    />
                    {type === 'saving'
                      ? t(`models.savingDirections.${value}`)
                      : t(`models.directions.${value}`)}
                  </label>
                ))}
                {type === 'saving' && (
                  <p id={fieldId('saving-hint')} className="bc-field-hint">
                    {t('models.savingHint')}
                  </p>
                )}
              </fieldset>
            )}
            <AmountInput
              id={fieldId('amount')}
              name="amount"
              label={t('models.amount')}
              defaultValue={
                model?.amount === null || model?.amount === undefined ? null : Math.abs(model.amount)
              }
            />
            <QuerySelect
              id={fieldId('wallet')}
              name="account_id"
              label={t('models.wallet')}
              query={wallets}
              placeholder={{ value: '-1', label: t('models.chooseWallet') }}
              defaultValue={String(model?.account_id ?? -1)}
              options={(list) => list.map((wallet) => ({ value: String(wallet.id), label: wallet.name }))}
            />
            {kinds && (
              <CategoryPicker
                key={type}
                id={fieldId('category')}
                name="category_id"
                label={t('models.category')}
                kinds={kinds}
                defaultValue={sameType && model.category_id ? model.category_id : undefined}
              />
            )}
            <CurrencySelect
              id={fieldId('currency')}
              name="currency_id"
              label={t('models.currency')}
              defaultValue={String(model?.currency_id ?? WORKSPACE_DEFAULTS.currencyId)}
            />
            <PaymentTypeSelect
              id={fieldId('payment-type')}
              name="payment_type"
              label={t('models.paymentType')}
              defaultValue={String(model?.payment_type?.id ?? WORKSPACE_DEFAULTS.paymentTypeId)}
            />
            <LabelsField id={fieldId('labels')} initial={model?.labels} onChange={setLabels} />
            <Field id={fieldId('note')} label={t('models.note')}>
              <textarea name="note" rows={3} defaultValue={model?.note ?? ''} />
            </Field>
          </div>
          <Field id={fieldId('exclude-from-stats')} label={t('models.excludeFromStats')} inline>
            <input
              type="checkbox"
              name="exclude_from_stats"
              defaultChecked={model?.exclude_from_stats ?? false}
            />
          </Field>
          <SaveActions busy={save.isPending} />
        </form>
      </TabPanel>
    </div>
  );
}
