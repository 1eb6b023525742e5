import type { Payee } from '@bc/api';
import { Link } from '@bc/router';
import { Alert, ConfirmDialog, EmptyState, PageHeader, QueryState } from '@bc/ui';
import { formatMoney } from '@bc/ui/ledger';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchivePayee } from '../api/archive-payee.ts';
import { usePayees } from '../api/get-payees.ts';

/** SPEC §4: success alerts close after two seconds. */
const FLASH_TIMEOUT_MS = 2000;

/**
 * /payee: payees with their balance, the revolving credit cards apart; Details opens the entries
 * list filtered by payee (or wallet) without planned entries; a payee can be archived.
 */
export function PayeesPage() {
  const { t, i18n } = useTranslation('entries');
  const payees = usePayees();
  const archive = useArchivePayee();
  const [archiving, setArchiving] = useState<Payee | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const money = (amount: number) => formatMoney(amount, '€', i18n.language);

  useEffect(() => {
    if (flash?.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), FLASH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const confirm = (payee: Payee) =>
    archive.mutate(payee.uuid, {
      onSuccess: () => {
        setArchiving(null);
        setFlash({ tone: 'success', text: t('payees.archived') });
      },
      onError: () => {
        setArchiving(null);
        setFlash({ tone: 'error', text: t('form.saveFailed') });
      },
    });

  return (
    <>
      <PageHeader
        title={t('payees.title')}
        menu={[
          { label: t('menu.add'), to: '/entry?show=payee' },
          { label: t('menu.show'), to: '/payee' },
        ]}
      />
      <div aria-live="polite">{flash && <Alert tone={flash.tone}>{flash.text}</Alert>}</div>
      <QueryState query={payees}>
        {({ payees: list, revolving }) => (
          <>
            {list.length === 0 ? (
              <EmptyState message={t('payees.empty')} />
            ) : (
              <ul className="bc-item-list" aria-label={t('payees.title')}>
                {list.map((payee) => (
                  <li key={payee.uuid} aria-label={payee.name} className="bc-card">
                    <strong>{payee.name}</strong>{' '}
                    <span
                      className={`bc-amount ${payee.balance < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}`}
                    >
                      {money(payee.balance)}
                    </span>
                    <div className="bc-card-actions">
                      <Link className="bc-button" to={`/entries?filter_payee=${payee.id}&filter_planned=0`}>
                        {t('payees.details')}
                      </Link>
                      <button
                        type="button"
                        className="bc-button"
                        aria-haspopup="dialog"
                        onClick={() => setArchiving(payee)}
                      >
                        {t('payees.archive')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
            {revolving.length > 0 && (
              <section aria-labelledby="revolving-cards">
                <h2 id="revolving-cards">{t('payees.revolving')}</h2>
                <ul className="bc-item-list" aria-label={t('payees.revolving')}>
                  {revolving.map((card) => (
                    <li key={card.uuid} aria-label={card.name} className="bc-card">
                      <strong>{card.name}</strong>{' '}
                      <span className="bc-amount">
                        {formatMoney(card.balance, card.currency.symbol, i18n.language)}
                      </span>
                      <div className="bc-card-actions">
                        <Link
                          className="bc-button"
                          to={`/entries?filter_wallet=${encodeURIComponent(card.uuid)}&filter_planned=0`}
                        >
                          {t('payees.details')}
                        </Link>
                      </div>
                    </li>
                  ))}
                </ul>
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
