import type { Model } from '@bc/api';
import { Link, paths } from '@bc/router';
import { useModels } from '@bc/ui/ledger';
import { useTranslation } from 'react-i18next';

export interface ModelPickerProps {
  /** Only models of this tab are offered. */
  type: 'expenses' | 'incoming';
  onPick: (model: Model) => void;
}

/**
 * The model selector of the entry form: choosing a model fills the form; with no model yet,
 * a prompt leads to creating the first one. Shown for expenses and incoming only.
 */
export function ModelPicker({ type, onPick }: ModelPickerProps) {
  const { t } = useTranslation('entries');
  const models = useModels();
  if (!models.data) return null;
  const offered = models.data.filter((model) => model.type === type);
  if (models.data.length === 0) {
    return (
      <p className="bc-muted">
        <Link to={paths.settings.modelAdd.getHref({ showDetails: 'true' })}>{t('form.firstModel')}</Link>
      </p>
    );
  }
  if (offered.length === 0) return null;
  return (
    <div className="bc-field">
      <label htmlFor="entry-model">{t('form.model')}</label>
      <select
        id="entry-model"
        value=""
        onChange={(event) => {
          const model = offered.find((item) => item.uuid === event.target.value);
          if (model) onPick(model);
        }}
      >
        <option value="">{t('form.chooseModel')}</option>
        {offered.map((model) => (
          <option key={model.uuid} value={model.uuid}>
            {model.name}
          </option>
        ))}
      </select>
    </div>
  );
}
