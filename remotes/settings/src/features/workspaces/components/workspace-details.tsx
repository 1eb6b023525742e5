import type { WorkspaceDetail } from '@bc/api';
import { useReferenceNames } from '@bc/ui';
import { useCurrencies, usePaymentTypes } from '@bc/ui/reference-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedUsers } from './shared-users.tsx';

/** What a member who does not own a workspace sees of it: its details, nothing to change. */
export function WorkspaceDetails({
  workspace,
  onClose,
}: {
  workspace: WorkspaceDetail;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const currencies = useCurrencies();
  const paymentTypes = usePaymentTypes();
  const id = useId();
  const currency = currencies.data?.find((item) => item.id === workspace.settings.currency_id);
  const paymentType = paymentTypes.data?.find((item) => item.id === workspace.settings.payment_type_id);
  return (
    <div className="bc-form">
      <p className="bc-muted">{t('workspaces.readOnly')}</p>
      <dl className="bc-details-list">
        <dt>{t('workspaces.name')}</dt>
        <dd>{workspace.name}</dd>
        <dt>{t('workspaces.yourRole')}</dt>
        <dd>{t(`workspaces.roles.${workspace.role}`)}</dd>
        <dt>{t('workspaces.currency')}</dt>
        <dd>{currency ? `${currency.symbol} · ${names.currency(currency.slug)}` : '—'}</dd>
        <dt>{t('workspaces.paymentType')}</dt>
        <dd>{paymentType ? names.paymentType(paymentType.slug) : '—'}</dd>
      </dl>
      <SharedUsers id={`${id}-shared`} members={workspace.shared_with} />
      <div className="bc-actions">
        <button type="button" className="bc-button" onClick={onClose}>
          {tc('close')}
        </button>
      </div>
    </div>
  );
}
