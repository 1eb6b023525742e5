import type { WorkspaceDetail } from '@bc/api';
import { useReferenceNames } from '@bc/ui';
import { usePaymentTypes } from '@bc/ui/reference-data';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SharedUsers, useSharedWith } from './shared-users.tsx';

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
  const paymentTypes = usePaymentTypes();
  const members = useSharedWith(workspace);
  const id = useId();
  const { currency, paymenttypeId } = workspace.settings.data;
  const paymentType = paymentTypes.data?.find((item) => item.id === paymenttypeId);
  return (
    <div className="bc-form">
      <p className="bc-muted">{t('workspaces.readOnly')}</p>
      <dl className="bc-details-list">
        <dt>{t('workspaces.name')}</dt>
        <dd>{workspace.workspace.name}</dd>
        <dt>{t('workspaces.yourRole')}</dt>
        <dd>{t(`workspaces.roles.${workspace.workspace.role}`)}</dd>
        <dt>{t('workspaces.currency')}</dt>
        <dd>{`${currency.symbol} · ${names.currency(currency.slug)}`}</dd>
        <dt>{t('workspaces.paymentType')}</dt>
        <dd>{paymentType ? names.paymentType(paymentType.slug) : '—'}</dd>
      </dl>
      <SharedUsers id={`${id}-shared`} members={members} />
      <div className="bc-actions">
        <button type="button" className="bc-button" onClick={onClose}>
          {tc('close')}
        </button>
      </div>
    </div>
  );
}
