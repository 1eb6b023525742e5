import { type Model, toCents } from '@bc/api';
import { Link, paths, useLocation } from '@bc/router';
import {
  buttonClassName,
  ConfirmDialog,
  EmptyState,
  type FlashMessage,
  QueryState,
  Toasts,
  useFlash,
} from '@bc/ui';
import { Amount } from '@bc/ui/format';
import { useModels } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { useDeleteModel } from '../api/delete-model.ts';

/** What the model form hands to the list when it comes back to it. */
export interface ModelsPageState {
  flash?: FlashMessage[];
}

/** The model form, with its details open: the header's add link and the empty list's both lead there. */
const ADD_MODEL_PATH = paths.settings.modelAdd.getHref({ showDetails: 'true' });

/** /settings/model: the models (templates), ordered by name, with edit and delete. */
export function ModelsPage() {
  const { t } = useTranslation('settings');
  const location = useLocation();
  const models = useModels();
  const remove = useDeleteModel();
  const [deleting, setDeleting] = useState<Model | null>(null);
  const flash = useFlash((location.state as ModelsPageState | null)?.flash ?? []);
  const confirm = (model: Model) =>
    remove.mutate(model.uuid, {
      onSuccess: () => {
        setDeleting(null);
        flash.show({ tone: 'success', text: t('models.deleted') });
      },
      onError: () => {
        setDeleting(null);
        flash.show({ tone: 'error', text: t('wallets.saveFailed') });
      },
    });
  return (
    <SettingsPage title={t('models.title')} menu={[{ label: t('models.add'), to: ADD_MODEL_PATH }]}>
      <Toasts flash={flash} />
      <QueryState query={models}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState message={t('models.empty')}>
              <Link className={buttonClassName({ variant: 'primary' })} to={ADD_MODEL_PATH}>
                {t('models.emptyAction')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="bc-item-list" aria-label={t('models.title')}>
              {list.map((model) => (
                <li key={model.uuid} aria-label={model.name} className="bc-card">
                  <strong>{model.name}</strong>{' '}
                  <span className="bc-badge">{t(`models.types.${model.type}`)}</span>
                  {model.amount !== null && (
                    <>
                      {' '}
                      <Amount
                        cents={toCents(model.amount)}
                        currency={model.currency.code}
                        type={model.type}
                      />
                    </>
                  )}
                  <div className="bc-card-actions">
                    <Link className="bc-button" to={paths.settings.modelEdit.getHref({ id: model.uuid })}>
                      {t('wallets.edit')}
                    </Link>
                    <button
                      type="button"
                      className="bc-button"
                      aria-haspopup="dialog"
                      onClick={() => setDeleting(model)}
                    >
                      {t('wallets.delete')}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      {deleting && (
        <ConfirmDialog
          title={t('models.deleteTitle')}
          question={t('models.confirmDelete', { name: deleting.name })}
          busy={remove.isPending}
          onCancel={() => setDeleting(null)}
          onConfirm={() => confirm(deleting)}
        />
      )}
    </SettingsPage>
  );
}
