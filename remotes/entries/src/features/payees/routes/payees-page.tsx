import type { Debt } from '@bc/api';
import { paths } from '@bc/router';
import { ConfirmDialog, EmptyState, PageHeader, QueryState, Toasts, useFlash } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchivePayee } from '../api/archive-payee.ts';
import { useDebts } from '../api/get-debts.ts';
import { PayeeRows } from '../components/payee-rows.tsx';

/**
 * /payee: payees with their balance, the revolving credit cards apart (GET /api/debits, told apart by
 * `type`); Details opens the entries list without planned entries, filtered by the payee's uuid (or the
 * card wallet's); a payee can be archived.
 */
export function PayeesPage() {
  const { t } = useTranslation('entries');
  const debts = useDebts();
  const archive = useArchivePayee();
  const [archiving, setArchiving] = useState<Debt | null>(null);
  const flash = useFlash();

  const confirm = (payee: Debt) =>
    archive.mutate(payee.uuid, {
      onSuccess: () => {
        setArchiving(null);
        flash.show({ tone: 'success', text: t('payees.archived') });
      },
      onError: () => {
        setArchiving(null);
        flash.show({ tone: 'error', text: t('form.saveFailed') });
      },
    });

  return (
    <>
      <PageHeader
        title={t('payees.title')}
        menu={[
          { label: t('menu.add'), to: paths.entries.add.getHref({ show: 'payee' }) },
          { label: t('menu.show'), to: paths.entries.payees.getHref() },
        ]}
      />
      <Toasts flash={flash} />
      <QueryState query={debts}>
        {({ payees, cards }) => (
          <>
            {payees.length === 0 ? (
              <EmptyState message={t('payees.empty')} />
            ) : (
              <PayeeRows label={t('payees.title')} debts={payees} onArchive={setArchiving} />
            )}
            {cards.length > 0 && (
              <section aria-labelledby="revolving-cards">
                <h2 id="revolving-cards">{t('payees.revolving')}</h2>
                <PayeeRows label={t('payees.revolving')} debts={cards} />
              </section>
            )}
          </>
        )}
      </QueryState>
      {archiving && (
        <ConfirmDialog
          title={t('payees.archiveTitle')}
          question={t('payees.confirmArchive', { name: archiving.name })}
          busy={archive.isPending}
          onCancel={() => setArchiving(null)}
          onConfirm={() => confirm(archiving)}
        />
      )}
    </>
  );
}
