import type { Label } from '@bc/api';
import { Link, paths, useLocation } from '@bc/router';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  type FlashMessage,
  Modal,
  QueryState,
  Toasts,
  useFlash,
} from '@bc/ui';
import { useLabels, type WalletFilter } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ArchiveFilter } from '../../../components/archive-filter.tsx';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useArchiveLabel } from '../api/archive-label.ts';
import { useDeleteLabel } from '../api/delete-label.ts';
import { LabelForm } from '../components/label-form.tsx';

/** What the edit page hands to the list when it comes back to it. */
export interface LabelsPageState {
  flash?: FlashMessage[];
}

type Dialog =
  | { kind: 'none' }
  | { kind: 'form'; label: Label | null }
  | { kind: 'confirm'; action: 'archive' | 'restore' | 'delete'; label: Label };

/** Which labels a filter shows: the list holds them all, archived included (`archive` tells them apart). */
export const labelsShown = (labels: readonly Label[], filter: WalletFilter): Label[] =>
  filter === 'all' ? [...labels] : labels.filter((label) => label.archive === (filter === 'archived'));

/**
 * /settings/label: every label (GET /api/label/list?archive=1) filtered here by active/all/archived, the
 * add/edit modal, archive and delete.
 */
export function LabelsPage() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const [filter, setFilter] = useState<WalletFilter>('active');
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const labels = useLabels('all');
  const archive = useArchiveLabel();
  const remove = useDeleteLabel();
  const flash = useFlash((location.state as LabelsPageState | null)?.flash ?? []);
  const close = () => setDialog({ kind: 'none' });

  const confirm = (action: 'archive' | 'restore' | 'delete', label: Label) => {
    const done = () => {
      close();
      flash.show({ tone: 'success', text: t(`labels.${action}d`) });
    };
    const failed = () => {
      close();
      flash.show({ tone: 'error', text: t('wallets.saveFailed') });
    };
    if (action === 'delete') remove.mutate(label.uuid, { onSuccess: done, onError: failed });
    else archive.mutate({ label, archive: action === 'archive' }, { onSuccess: done, onError: failed });
  };

  return (
    <SettingsPage title={t('labels.title')}>
      <div className="bc-toolbar">
        <button
          type="button"
          className="bc-button bc-button-primary"
          aria-haspopup="dialog"
          onClick={() => setDialog({ kind: 'form', label: null })}
        >
          {t('labels.add')}
        </button>
        <ArchiveFilter name="label_filter" value={filter} onChange={setFilter} />
      </div>
      <Toasts flash={flash} />
      <QueryState query={labels}>
        {(all) => {
          const list = labelsShown(all, filter);
          return list.length === 0 ? (
            <EmptyState message={t('labels.empty')}>
              {all.length === 0 && (
                <Button
                  variant="primary"
                  aria-haspopup="dialog"
                  onClick={() => setDialog({ kind: 'form', label: null })}
                >
                  {t('labels.emptyAction')}
                </Button>
              )}
            </EmptyState>
          ) : (
            <ul className="bc-item-list" aria-label={t('labels.title')}>
              {list.map((label) => (
                <li key={label.uuid} aria-label={label.name} className="bc-card">
                  <span className="bc-color-dot" style={{ background: label.color }} aria-hidden="true" />
                  <strong>{label.name}</strong>
                  {label.archive && <span className="bc-badge">{t('wallets.archived')}</span>}
                  <div className="bc-card-actions">
                    <button
                      type="button"
                      className="bc-button"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'form', label })}
                    >
                      {t('wallets.edit')}
                    </button>
                    <Link className="bc-button" to={paths.settings.labelEdit.getHref({ id: label.uuid })}>
                      {t('labels.openPage')}
                    </Link>
                    <button
                      type="button"
                      className="bc-button"
                      aria-haspopup="dialog"
                      onClick={() =>
                        setDialog({ kind: 'confirm', action: label.archive ? 'restore' : 'archive', label })
                      }
                    >
                      {label.archive ? t('wallets.restore') : t('wallets.archive')}
                    </button>
                    <button
                      type="button"
                      className="bc-button"
                      aria-haspopup="dialog"
                      onClick={() => setDialog({ kind: 'confirm', action: 'delete', label })}
                    >
                      {t('wallets.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
      {dialog.kind === 'form' && (
        <Modal title={dialog.label ? t('labels.editTitle') : t('labels.addTitle')} onClose={close}>
          <LabelForm
            label={dialog.label}
            withArchived
            onCancel={close}
            onSaved={(_saved, created) => {
              close();
              flash.show({ tone: 'success', text: t(created ? 'labels.created' : 'labels.updated') });
            }}
          />
        </Modal>
      )}
      {dialog.kind === 'confirm' && (
        <ConfirmDialog
          title={t(`labels.confirm.${dialog.action}Title`)}
          question={t(`labels.confirm.${dialog.action}`, { name: dialog.label.name })}
          busy={archive.isPending || remove.isPending}
          onCancel={close}
          onConfirm={() => confirm(dialog.action, dialog.label)}
        />
      )}
    </SettingsPage>
  );
}
