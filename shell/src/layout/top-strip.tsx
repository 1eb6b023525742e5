import { toCents, walletMoney } from '@bc/api';
import { Link, paths } from '@bc/router';
import { usePendingWalletCents } from '@bc/session';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { WalletTypeIcon } from '@bc/ui/icons';
import { type StatsFigure, useStatsChange, useStatsFigure } from '@bc/ui/stats';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStatsWallets } from '../stats/get-stats-wallets.ts';

// The theme's colours (light and dark): fixed hex values read at 2.5:1 on the dark background.
const RED = 'var(--bc-danger)';
const TEAL = 'var(--bc-primary)';
const GREEN = 'var(--bc-saving)';

/** A month-over-month change: its arrow and colour are the caller's rule. */
function Change({ percentage, down, bad }: { percentage: number; down: boolean; bad: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <span
      className="bc-trend"
      data-trend={down ? 'down' : 'up'}
      data-tone={bad ? 'bad' : 'good'}
      style={{ color: bad ? RED : GREEN }}
    >
      <span aria-hidden="true">{down ? '↓' : '↑'}</span>
      <span className="bc-visually-hidden">{down ? t('summary.down') : t('summary.up')}</span> {percentage}%
    </span>
  );
}

function SummaryCard({ label, to, children }: { label: string; to?: string; children: ReactNode }) {
  const content = (
    <>
      <span className="bc-strip-card-label">{label}</span>
      <strong className="bc-strip-card-value">{children}</strong>
    </>
  );
  return (
    <li className="bc-strip-card">
      {to ? (
        <Link className="bc-strip-link" to={to}>
          {content}
        </Link>
      ) : (
        content
      )}
    </li>
  );
}

function FigureCard({
  figure,
  label,
  to,
  currency,
}: {
  figure: StatsFigure;
  label: string;
  to?: string;
  currency: string;
}) {
  const query = useStatsFigure(figure);
  if (!query.data) return null;
  return (
    <SummaryCard label={label} to={to}>
      <Amount cents={toCents(query.data.total)} currency={currency} />
    </SummaryCard>
  );
}

/** The health: the total with this month's planned entries; its heart is red when it is zero or less. */
function HealthCard({ currency }: { currency: string }) {
  const { t } = useTranslation('shell');
  const query = useStatsFigure('health');
  if (!query.data) return null;
  const good = query.data.total > 0;
  return (
    <SummaryCard label={t('summary.health')}>
      <span
        aria-hidden="true"
        className="bc-health-icon"
        data-health={good ? 'good' : 'bad'}
        style={{
          color: good ? 'var(--bc-primary-text)' : 'var(--bc-danger-text)',
          background: good ? TEAL : RED,
        }}
      >
        ♥
      </span>
      <Amount cents={toCents(query.data.total)} currency={currency} />
    </SummaryCard>
  );
}

/**
 * This month's incoming or expenses so far and the change against the same days of last month. Incoming: down
 * and red when the change is zero or less. Expenses: red when the change is positive.
 */
function ChangeCard({ type, currency }: { type: 'incoming' | 'expenses'; currency: string }) {
  const { t } = useTranslation('shell');
  const query = useStatsChange(type);
  if (!query.data) return null;
  const { total, percentage } = query.data;
  const down = type === 'incoming' ? percentage <= 0 : percentage < 0;
  const bad = type === 'incoming' ? percentage <= 0 : percentage > 0;
  return (
    <SummaryCard label={t(`summary.${type}`)} to={paths.entries.list.getHref({ filter_type: type })}>
      <Amount cents={toCents(total)} currency={currency} />{' '}
      <Change percentage={percentage} down={down} bad={bad} />
    </SummaryCard>
  );
}

/** The loans card when the payees' negative total is below 0; the given-on-loan card when the positive one is above 0. */
function DebitCards({ currency }: { currency: string }) {
  const { t } = useTranslation('shell');
  const negative = useStatsFigure('debits/total-negative');
  const positive = useStatsFigure('debits/total-positive');
  return (
    <>
      {negative.data && negative.data.total < 0 && (
        <SummaryCard label={t('summary.loans')} to={paths.entries.payees.getHref()}>
          <Amount cents={toCents(negative.data.total)} currency={currency} />
        </SummaryCard>
      )}
      {positive.data && positive.data.total > 0 && (
        <SummaryCard label={t('summary.givenOnLoan')} to={paths.entries.payees.getHref()}>
          <Amount cents={toCents(positive.data.total)} currency={currency} />
        </SummaryCard>
      )}
    </>
  );
}

/**
 * The strip above every signed-in page: a card per active wallet with its live balance (api/stats/wallets), then
 * the summary cards (total, end of month, health, this month's incoming and expenses, loans). The figures are
 * refetched when the window regains focus, and after every write that moves a balance (their keys sit under the
 * wallets key that such writes invalidate).
 */
export function TopStrip() {
  const { t } = useTranslation('shell');
  const wallets = useStatsWallets();
  const currency = useWorkspaceCurrency();
  // Entries saved offline count in their wallets' balances until they are sent, marked pending.
  const pendingCents = usePendingWalletCents();
  return (
    <section className="bc-top-strip" aria-label={t('topStrip')}>
      {wallets.data && wallets.data.length > 0 && (
        <ul className="bc-strip-cards" aria-label={t('summary.wallets')}>
          {wallets.data.map((wallet) => (
            <li
              key={wallet.uuid}
              className="bc-strip-card bc-strip-wallet"
              style={{ '--bc-wallet-color': wallet.color } as CSSProperties}
            >
              <Link
                className="bc-strip-link"
                to={paths.entries.list.getHref({ filter_planned: 0, filter_wallet: wallet.uuid })}
              >
                <span className="bc-strip-card-label">
                  <WalletTypeIcon type={wallet.type} className="bc-strip-icon" />
                  <span className="bc-wallet-chip-name">{wallet.name}</span>
                </span>{' '}
                <span className="bc-strip-card-value">
                  <span data-testid={`wallet-balance-${wallet.uuid}`}>
                    <Amount
                      cents={toCents(walletMoney(wallet)) + (pendingCents[wallet.id] ?? 0)}
                      currency={wallet.currency.code}
                    />
                  </span>
                  {pendingCents[wallet.id] !== undefined && (
                    <span
                      className="bc-badge"
                      data-testid={`wallet-pending-${wallet.uuid}`}
                      title={t('pending.hint')}
                    >
                      {' '}
                      {t('pending.badge')}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <ul className="bc-strip-cards" aria-label={t('summary.title')}>
        <FigureCard
          figure="total"
          label={t('summary.total')}
          to={paths.entries.list.getHref()}
          currency={currency}
        />
        <FigureCard
          figure="total/planned"
          label={t('summary.planned')}
          to={paths.entries.list.getHref({ filter_type: 'planned' })}
          currency={currency}
        />
        <HealthCard currency={currency} />
        <ChangeCard type="incoming" currency={currency} />
        <ChangeCard type="expenses" currency={currency} />
        <DebitCards currency={currency} />
      </ul>
    </section>
  );
}
