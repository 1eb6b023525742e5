import { paths, useNavigate, useSearchParams } from '@bc/router';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { MODEL_TYPES, ModelForm, type ModelType } from '../components/model-form.tsx';
import type { ModelsPageState } from './models-page.tsx';

/** /settings/model/add[?type=]: a new model, opening on the given type (expenses by default). */
export function ModelAddPage() {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
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
  const state: ModelsPageState = { flash: [{ tone: 'success', text: t('models.saved') }] };
  return (
    <SettingsPage
      title={t('models.addTitle')}
      back={{ to: paths.settings.models.getHref(), label: t('models.back') }}
    >
      <ModelForm
        type={type}
        onTypeChange={selectType}
        onSaved={() => navigate(paths.settings.models.getHref(), { state })}
      />
    </SettingsPage>
  );
}
