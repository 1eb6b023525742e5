import type { Debt } from '@bc/api';
import { Link } from '@bc/router';
import { Alert, ConfirmDialog, EmptyState, PageHeader, QueryState } from '@bc/ui';
import { useWorkspaceDefaults } from '@bc/ui/account';
import { formatMoney } from '@bc/ui/ledger';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArchivePayee } from '../api/archive-payee.ts';
import { useDebts } from '../api/get-debts.ts';

/** SPEC §4: success alerts close after two seconds. */
const FLASH_TIMEOUT_MS = 2000;

const amountClass = (balance: number) =>
  `bc-amount ${balance < 0 ? 'bc-amount-negative' : 'bc-amount-positive'}`;

/**
 * /payee: payees with their balance, the revolving credit cards apart (GET /api/debits, told apart by
 * `type`); Details opens the entries list without planned entries, filtered by the payee's uuid (or the
 * card wallet's); a payee can be archived.
 */
export function PayeesPage() {
  const { t, i18n } = useTranslation('entries');
  const debts = useDebts();
  const archive = useArchivePayee();
  const { currencySymbol } = useWorkspaceDefaults();
  const [archiving, setArchiving] = useState<Debt | null>(null);
  const [flash, setFlash] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  // Payees count in the workspace's currency; a card in its wallet's.
  const money = (debt: Debt) =>
    formatMoney(debt.debts.balance, debt.currency_icon ?? currencySymbol, i18n.language);

  useEffect(() => {
    if (flash?.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), FLASH_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const confirm = (payee: Debt) =>
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
      <QueryState query={debts}>
        {({ payees, cards }) => (
          <>
            {payees.length === 0 ? (
              <EmptyState message={t('payees.empty')} />
            ) : (
              <ul className="bc-item-list" aria-label={t('payees.title')}>
                {payees.map((payee) => (
                  <li key={payee.uuid} aria-label={payee.name} className="bc-card">
                    <strong>{payee.name}</strong>{' '}
                    <span className={amountClass(payee.debts.balance)}>{money(payee)}</span>
                    <div className="bc-card-actions">
                      <Link
                        className="bc-button"
                        to={`/entries?filter_payee=${encodeURIComponent(payee.uuid)}&filter_planned=0`}
                      >
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
            {cards.length > 0 && (
              <section aria-labelledby="revolving-cards">
                <h2 id="revolving-cards">{t('payees.revolving')}</h2>
                <ul className="bc-item-list" aria-label={t('payees.revolving')}>
                  {cards.map((card) => (
                    <li key={card.uuid} aria-label={card.name} className="bc-card">
                      <strong>{card.name}</strong>{' '}
                      <span className={amountClass(card.debts.balance)}>{money(card)}</span>
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
