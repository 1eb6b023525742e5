import { EmptyState } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';

/** /settings/wallet: the wallets as cards, with their filter and form, once the wallets API exists. */
export function WalletsPage() {
  const { t } = useTranslation('settings');
  return (
    <SettingsPage title={t('wallets.title')}>
      <EmptyState message={t('wallets.empty')} />
    </SettingsPage>
  );
}
