import { type StatsChange, type StatsSummary, type StatsWallet, toCents, walletMoney } from '@bc/api';
import { Link, paths } from '@bc/router';
import { usePendingWalletCents } from '@bc/session';
import { Amount, useWorkspaceCurrency } from '@bc/ui/format';
import { WalletTypeIcon } from '@bc/ui/icons';
import { useStatsSummary } from '@bc/ui/stats';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

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

/** A figure of the summary as a card. */
function FigureCard({
  total,
  label,
  to,
  currency,
}: {
  total: number;
  label: string;
  to?: string;
  currency: string;
}) {
  return (
    <SummaryCard label={label} to={to}>
      <Amount cents={toCents(total)} currency={currency} />
    </SummaryCard>
  );
}

/** The health: the total with this month's planned entries; its heart is red when it is zero or less. */
function HealthCard({ health, currency }: { health: number; currency: string }) {
  const { t } = useTranslation('shell');
  const good = health > 0;
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
      <Amount cents={toCents(health)} currency={currency} />
    </SummaryCard>
  );
}

/**
 * This month's incoming or expenses so far and the change against the same days of last month. Incoming: down
 * and red when the change is zero or less. Expenses: red when the change is positive.
 */
function ChangeCard({
  type,
  change,
  currency,
}: {
  type: 'incoming' | 'expenses';
  change: StatsChange;
  currency: string;
}) {
  const { t } = useTranslation('shell');
  const { total, percentage } = change;
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
function DebitCards({ debits, currency }: { debits: StatsSummary['debits']; currency: string }) {
  const { t } = useTranslation('shell');
  return (
    <>
      {debits.negative < 0 && (
        <FigureCard
          total={debits.negative}
          label={t('summary.loans')}
          to={paths.entries.payees.getHref()}
          currency={currency}
        />
      )}
      {debits.positive > 0 && (
        <FigureCard
          total={debits.positive}
          label={t('summary.givenOnLoan')}
          to={paths.entries.payees.getHref()}
          currency={currency}
        />
      )}
    </>
  );
}

/** A card per active wallet with its live balance, linked to its entries. */
function WalletCards({ wallets }: { wallets: StatsWallet[] }) {
  const { t } = useTranslation('shell');
  // Entries saved offline count in their wallets' balances until they are sent, marked pending.
  const pendingCents = usePendingWalletCents();
  if (wallets.length === 0) return null;
  return (
    <ul className="bc-strip-cards" aria-label={t('summary.wallets')}>
      {wallets.map((wallet) => (
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
  );
}

/**
 * The strip above every signed-in page: a card per active wallet with its live balance, then the summary cards
 * (total, still planned this month, health, this month's incoming and expenses, loans), all from one call
 * (api/stats/summary): as eight calls they held the browser's six connections while the page below waited. The
 * figures are
 * refetched when the window regains focus, and after every write that moves a balance (their keys sit under the
 * wallets key that such writes invalidate).
 */
export function TopStrip() {
  const { t } = useTranslation('shell');
  const summary = useStatsSummary();
  const currency = useWorkspaceCurrency();
  const figures = summary.data;
  return (
    <section className="bc-top-strip" aria-label={t('topStrip')}>
      {figures && <WalletCards wallets={figures.wallets} />}
      <ul className="bc-strip-cards" aria-label={t('summary.title')}>
        {figures && (
          <>
            <FigureCard
              total={figures.total}
              label={t('summary.total')}
              to={paths.entries.list.getHref()}
              currency={currency}
            />
            {/* The planned entries still to come before the month ends (future-dated entries and the
                occurrences of recurring plans, incoming less expenses): not the balance at the month's end,
                which is the health. */}
            <FigureCard
              total={figures.planned}
              label={t('summary.stillPlanned')}
              to={paths.entries.list.getHref({ filter_type: 'planned' })}
              currency={currency}
            />
            <HealthCard health={figures.health} currency={currency} />
            <ChangeCard type="incoming" change={figures.incoming} currency={currency} />
            <ChangeCard type="expenses" change={figures.expenses} currency={currency} />
            <DebitCards debits={figures.debits} currency={currency} />
          </>
        )}
      </ul>
    </section>
  );
}
