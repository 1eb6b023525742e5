import { useSearchParams } from '@bc/router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { MODEL_TYPES, ModelForm, type ModelType } from '../components/model-form.tsx';

/** /settings/model/add[?type=]: a new model, opening on the given type (expenses by default). */
export function ModelAddPage() {
  const { t } = useTranslation('settings');
  const [params, setParams] = useSearchParams();
  const type = MODEL_TYPES.find((known) => known === params.get('type')) ?? 'expenses';
  const selectType = (next: ModelType) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('type', next);
        return updated;
      },
      { replace: true },
    );
  return (
    <SettingsPage title={t('models.addTitle')} back={{ to: '/settings/model', label: t('models.back') }}>
      <ModelForm type={type} onTypeChange={selectType} />
    </SettingsPage>
  );
}
