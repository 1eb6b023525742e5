import { Link } from '@bc/router';
import { Alert, PageHeader } from '@bc/ui';
import { useTranslation } from 'react-i18next';

/** /model/:id: edits a model (template); it needs the models API to load the model first. */
export function ModelPage() {
  const { t } = useTranslation('entries');
  return (
    <>
      <PageHeader title={t('model.editTitle')}>
        <Link to="/settings/model">{t('model.backToModels')}</Link>
      </PageHeader>
      <Alert tone="info">{t('model.unavailable')}</Alert>
    </>
  );
}
