import type { Label } from '@bc/api';
import { labelProblems, randomLabelColor } from '@bc/domain';
import { Field, FormLayout, useFormProblems } from '@bc/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveActions } from '../../../components/save-actions.tsx';
import { useSaveLabel } from '../api/save-label.ts';

export interface LabelFormProps {
  /** The label to edit, or null to add one. */
  label: Label | null;
  /** The archived checkbox: in the modal, not on the edit page. */
  withArchived?: boolean;
  onSaved: (label: Label, created: boolean) => void;
  onCancel: () => void;
}

/** Name, colour (a palette colour for a new label) and the archived flag; rules from @bc/domain. */
export function LabelForm({ label, withArchived, onSaved, onCancel }: LabelFormProps) {
  const { t } = useTranslation('settings');
  const [color] = useState(() => label?.color ?? randomLabelColor());
  const problems = useFormProblems(
    (key) => t(`labels.messages.${key}`, { defaultValue: key }),
    t('wallets.saveFailed'),
  );
  const save = useSaveLabel();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = {
      name: String(form.get('name') ?? '').trim(),
      color: String(form.get('color') ?? ''),
      // Without the checkbox (the edit page) the label keeps its state.
      archive: withArchived ? form.get('archive') === 'on' : (label?.archive ?? false),
    };
    if (!problems.check(Object.values(labelProblems(input)))) return;
    save.mutate(
      { uuid: label?.uuid ?? null, label: input },
      {
        onSuccess: (saved) => onSaved(saved, !label),
        onError: problems.failed,
      },
    );
  };

  return (
    <form aria-label={label ? t('labels.editTitle') : t('labels.addTitle')} onSubmit={submit} noValidate>
      <FormLayout columns={1}>
        {problems.alert}
        <Field id="label-name" label={t('labels.name')}>
          <input name="name" type="text" autoComplete="off" defaultValue={label?.name ?? ''} />
        </Field>
        <Field id="label-color" label={t('labels.color')} inline>
          <input name="color" type="color" defaultValue={color} className="bc-color-input" />
        </Field>
        {withArchived && (
          <Field id="label-archive" label={t('labels.archivedField')} inline>
            <input type="checkbox" name="archive" defaultChecked={label?.archive ?? false} />
          </Field>
        )}
        <SaveActions busy={save.isPending} onCancel={onCancel} />
      </FormLayout>
    </form>
  );
}
