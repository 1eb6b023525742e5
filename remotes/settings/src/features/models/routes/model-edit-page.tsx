import type { Model } from '@bc/api';
import { paths, useNavigate, useParams } from '@bc/router';
import { Alert, Loading } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useModel } from '../api/get-model.ts';
import { ModelForm, type ModelType } from '../components/model-form.tsx';
import type { ModelsPageState } from './models-page.tsx';

/** /settings/model/edit/:id: the model loaded into its form, on the tab of its type. */
export function ModelEditPage() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const model = useModel(id);
  return (
    <SettingsPage
      title={t('models.editTitle')}
      back={{ to: paths.settings.models.getHref(), label: t('models.back') }}
    >
      {model.isError ? (
        <Alert tone="error">{t('models.loadFailed')}</Alert>
      ) : model.data ? (
        <EditForm key={model.data.uuid} model={model.data} />
      ) : (
        <Loading />
      )}
    </SettingsPage>
  );
}

function EditForm({ model }: { model: Model }) {
  const { t } = useTranslation('settings');
  const navigate = useNavigate();
  const [type, setType] = useState<ModelType>(model.type);
  const state: ModelsPageState = { flash: [{ tone: 'success', text: t('models.saved') }] };
  return (
    <ModelForm
      type={type}
      onTypeChange={setType}
      model={model}
      onSaved={() => navigate(paths.settings.models.getHref(), { state })}
    />
  );
}
