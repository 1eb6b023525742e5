// Entries written offline as the lists show them until the server has them (@bc/session's offline queue): the
// entry as it will be (a preview in the shape of an Entry) and how it moves wallet balances, in cents.
import { type Entry, type EntryBody, type SubCategoryWithParent, toCents, type Wallet } from '@bc/api';
import { isLocalUuid, type OfflineWrite, type WalletCents } from '@bc/session';

/** What a pending write does to the entry it is about. */
export type PendingKind = 'create' | 'edit' | 'delete';

export const pendingKindOf = (write: OfflineWrite): PendingKind =>
  write.method === 'DELETE'
    ? 'delete'
    : write.method === 'POST' || isLocalUuid(write.target)
      ? 'create'
      : 'edit';

/** The preview a queued write carries (an Entry; null for a delete). */
export const previewOf = (write: OfflineWrite): Entry | null => (write.preview as Entry | null) ?? null;

const add = (moves: WalletCents, wallet: number | null | undefined, cents: number) => {
  if (!wallet || wallet <= 0 || cents === 0) return;
  moves[wallet] = (moves[wallet] ?? 0) + cents;
};

/**
 * How an entry moves wallet balances: only counted entries (confirmed, not
 * dated in the future); a transfer takes from its wallet and gives to the other side's; a saving moves money
 * from its wallet into its goal.
 */
export function entryEffect(
  entry: Pick<Entry, 'type' | 'amount' | 'account_id' | 'transfer_id' | 'confirmed' | 'planned'>,
): WalletCents {
  const moves: WalletCents = {};
  if (!entry.confirmed || entry.planned) return moves;
  const cents = toCents(entry.amount);
  if (entry.type === 'saving') add(moves, entry.account_id, -cents);
  else if (entry.type === 'transfer') {
    add(moves, entry.account_id, cents);
    add(moves, entry.transfer_id, -cents);
  } else add(moves, entry.account_id, cents);
  return moves;
}

/** The references a preview is drawn with: wallets and sub-categories as the form has them. */
export type PreviewReferences = {
  wallets: readonly Pick<
    Wallet,
    'id' | 'uuid' | 'name' | 'currency_id' | 'currency_code' | 'currency_icon'
  >[];
  subCategories: readonly SubCategoryWithParent[];
};

const positive = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/**
 * The entry as it will be once the server has the body: the edited entry's fields replaced by the body's,
 * or a new one under a local uuid. A transfer is shown as its source row (minus), as the server answers it.
 */
export function previewEntry(
  tab: Entry['type'],
  body: EntryBody,
  base: Entry | null,
  uuid: string,
  references: PreviewReferences,
  now = new Date(),
): Entry {
  const accountId = positive(body.account_id);
  const wallet = references.wallets.find((item) => item.id === accountId);
  const transferId = tab === 'transfer' ? (positive(body.transfer_id) ?? 0) : null;
  const target = references.wallets.find((item) => item.id === transferId);
  const categoryId =
    tab === 'transfer' ? 75 : tab === 'debit' ? 55 : tab === 'saving' ? 62 : Number(body.category_id ?? 0);
  const subCategory = references.subCategories.find((item) => item.id === categoryId) ??
    (base?.category_id === categoryId ? base.sub_category : undefined) ?? {
      id: categoryId,
      slug: '',
      name: '',
      custom: false,
      exclude_from_stats: false,
      category: { id: 0, slug: '', icon: '', kind: 'expenses' as const },
    };
  const amount = Number(body.amount ?? 0);
  const dateTime = body.date_time ? new Date(body.date_time) : now;
  const stamp = now.toISOString();
  return {
    id: base?.id ?? 0,
    uuid,
    type: tab,
    amount: tab === 'transfer' ? -Math.abs(amount) : amount,
    currency_id: wallet?.currency_id ?? base?.currency_id ?? 0,
    currency: wallet
      ? {
          id: wallet.currency_id,
          code: wallet.currency_code,
          symbol: wallet.currency_icon,
          icon: wallet.currency_icon,
        }
      : (base?.currency ?? { id: 0, code: '', symbol: '', icon: '' }),
    date_time: dateTime.toISOString(),
    end_date_time: null,
    note: body.note?.trim() || null,
    planning: null,
    planned: dateTime.getTime() > now.getTime(),
    confirmed: body.confirmed ?? true,
    waranty: body.waranty ?? false,
    geolocation: null,
    exclude_from_stats: body.exclude_from_stats ?? false,
    transfer_id: transferId,
    transfer_to: target ? { id: target.id, uuid: target.uuid, name: target.name } : null,
    name: null,
    account_id: accountId,
    wallet: wallet ? { id: wallet.id, uuid: wallet.uuid, name: wallet.name } : null,
    category_id: categoryId,
    sub_category: subCategory,
    payment_type_id: body.payment_type ?? base?.payment_type_id ?? 1,
    payment_type: base?.payment_type ?? { id: body.payment_type ?? 1, slug: '' },
    payee_id: typeof body.payee_id === 'number' ? body.payee_id : null,
    payee:
      typeof body.payee_id === 'string' && body.payee_id.trim()
        ? { id: 0, uuid: '', name: body.payee_id.trim() }
        : (base?.payee ?? null),
    goal_id: typeof body.goal_id === 'string' ? body.goal_id : null,
    goal: base?.goal ?? null,
    labels: base?.labels ?? [],
    created_at: base?.created_at ?? stamp,
    updated_at: stamp,
  };
}
