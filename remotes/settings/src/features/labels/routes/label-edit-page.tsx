import { paths, useNavigate, useParams } from '@bc/router';
import { QueryState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useLabel } from '../api/get-label.ts';
import { LabelForm } from '../components/label-form.tsx';
import type { LabelsPageState } from './labels-page.tsx';

/** /settings/label/edit/:id: the label's name and colour; saved, back to the list. */
export function LabelEditPage() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const label = useLabel(id);
  const toList = (state?: LabelsPageState) => navigate(paths.settings.labels.getHref(), { state });
  return (
    <SettingsPage
      title={t('labels.editTitle')}
      back={{ to: paths.settings.labels.getHref(), label: t('labels.back') }}
    >
      <QueryState query={label}>
        {(data) => (
          <LabelForm
            label={data}
            onCancel={() => toList()}
            onSaved={() => toList({ flash: [{ tone: 'success', text: t('labels.updated') }] })}
          />
        )}
      </QueryState>
    </SettingsPage>
  );
}
