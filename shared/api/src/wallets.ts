import { z } from 'zod';
import {
  amountSchema,
  colorSchema,
  emptyAsNull,
  flagSchema,
  idSchema,
  optionalIdSchema,
  wireDateSchema,
} from './wire.ts';

/** The nine wallet types; `cache` is cash, spelled as the original API spells it. */
export const WALLET_TYPES = [
  'bank',
  'cache',
  'credit-card',
  'credit-card-revolving',
  'investment',
  'loan',
  'other',
  'prepaid-card',
  'voucher',
] as const;
export const walletTypeSchema = z.enum(WALLET_TYPES);
export type WalletType = z.infer<typeof walletTypeSchema>;

/** Setup offers only these. */
export const SETUP_WALLET_TYPES = ['bank', 'cache', 'other'] as const;

/** A voucher's balance: tickets held and their value (tickets x ticket value). */
export const voucherBalanceSchema = z.object({
  value_in_voucher: z.number().describe('Tickets held'),
  value_in_valut: z.number().describe('The tickets in money'),
});

/**
 * A wallet as the API returns it; money as numbers with 2 decimals. `currency` is the currency's id (the
 * original client binds it to a select); its code and symbol travel beside it. The exclusion flag comes
 * under both names clients read.
 */
export const walletSchema = z.object({
  id: z.number().int().describe('What entries send as account_id'),
  uuid: z.string(),
  name: z.string(),
  type: walletTypeSchema,
  color: z.string(),
  currency: z.number().int().describe('The currency id'),
  currency_id: z.number().int(),
  currency_code: z.string().describe('ISO 4217'),
  currency_icon: z.string().describe('The currency symbol'),
  balance: z
    .union([z.number(), voucherBalanceSchema])
    .describe('Opening balance + counted entries; vouchers: { value_in_voucher, value_in_valut }'),
  opening_balance: z.number().describe('Vouchers: the tickets held at the start'),
  exclude_from_stats: z.boolean(),
  exclude_stats: z.boolean(),
  sorting: z.number().int(),
  archived: z.boolean(),
  updated_at: z.string(),
  invoice_date: z.string().nullable(),
  closing_date: z.string().nullable(),
  payment_account: z.number().int().nullable().describe('Id of the wallet paying a credit card'),
  installement_value: z.number().nullable().describe('Revolving credit cards: the instalment'),
  voucher_value: z.number().nullable().describe('Vouchers: the value of one ticket'),
});
export type Wallet = z.infer<typeof walletSchema>;

/** A wallet's balance in money, whatever its type. */
export const walletMoney = (wallet: Pick<Wallet, 'balance'>): number =>
  typeof wallet.balance === 'number' ? wallet.balance : wallet.balance.value_in_valut;

/**
 * POST /api/wallet/create and PUT /api/wallet/update/{uuid}. Type-dependent fields (credit cards: invoice
 * and closing dates and a paying wallet; revolving: an instalment; voucher: a ticket value) are checked by
 * `walletProblems` (@bc/domain) so screens and server share one rule. For a voucher, `balance` is the
 * number of tickets. On update, `balance` is the opening balance (entries keep counting on top of it).
 */
export const walletInputSchema = z.object({
  name: z.string().trim().max(120),
  type: z.string(),
  balance: amountSchema.default(0),
  currency_id: idSchema,
  color: colorSchema.optional(),
  archived: flagSchema.optional(),
  exclude_stats: flagSchema.optional(),
  exclude_from_stats: flagSchema.optional(),
  invoice_date: emptyAsNull(wireDateSchema).optional().describe('A date or an ISO date-time'),
  closing_date: emptyAsNull(wireDateSchema).optional().describe('A date or an ISO date-time'),
  payment_account: optionalIdSchema.optional().describe('-1, 0 or null = none'),
  installement_value: emptyAsNull(amountSchema).optional(),
  voucher_value: emptyAsNull(amountSchema).optional(),
});
export type WalletInput = z.infer<typeof walletInputSchema>;

/** GET /api/wallet/list?order[name]=asc&filters[archived]=false (true, false or all; default all). */
export const walletListQuerySchema = z.object({
  'order[name]': z.enum(['asc', 'desc']).optional(),
  'order[sorting]': z.enum(['asc', 'desc']).optional(),
  'filters[archived]': z.enum(['true', 'false', '1', '0', 'all']).optional(),
});
export type WalletListQuery = z.infer<typeof walletListQuerySchema>;

/** PATCH /api/wallet/sorting/{uuid} */
export const walletSortingSchema = z.object({ sorting: z.number().int().min(0).max(1_000_000) });

export const walletListResponseSchema = z.array(walletSchema);
