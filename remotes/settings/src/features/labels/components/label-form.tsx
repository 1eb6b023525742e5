import type { Label } from '@bc/api';
import { labelProblems, randomLabelColor } from '@bc/domain';
import { useFormProblems } from '@bc/ui';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveLabel } from '../api/save-label.ts';

export interface LabelFormProps {
  /** The label to edit, or null to add one. */
  label: Label | null;
  /** The archived checkbox: in the modal, not on the edit page (SPEC §2). */
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
    <form
      className="bc-form"
      aria-label={label ? t('labels.editTitle') : t('labels.addTitle')}
      onSubmit={submit}
      noValidate
    >
      {problems.alert}
      <div className="bc-grid">
        <div className="bc-field">
          <label htmlFor="label-name">{t('labels.name')}</label>
          <input
            id="label-name"
            name="name"
            type="text"
            autoComplete="off"
            defaultValue={label?.name ?? ''}
          />
        </div>
        <div className="bc-field">
          <label htmlFor="label-color">{t('labels.color')}</label>
          <input id="label-color" name="color" type="color" defaultValue={color} />
        </div>
      </div>
      {withArchived && (
        <label className="bc-choice">
          <input type="checkbox" name="archive" defaultChecked={label?.archive ?? false} />
          {t('labels.archivedField')}
        </label>
      )}
      <div className="bc-actions">
        <button type="button" className="bc-button" onClick={onCancel}>
          {t('wallets.cancel')}
        </button>
        <button type="submit" className="bc-button bc-button-primary" disabled={save.isPending}>
          {t('wallets.save')}
        </button>
      </div>
    </form>
  );
}
