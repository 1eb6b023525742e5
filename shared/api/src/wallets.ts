import { z } from 'zod';
import { moneySchema } from './money.ts';

/** The nine wallet types (SPEC §3); `cache` is cash, spelled as the original API spells it. */
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

/** Setup offers only these (SPEC §2 finalize). */
export const SETUP_WALLET_TYPES = ['bank', 'cache', 'other'] as const;

export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Choose a colour');

/** The first wallet, created with the first workspace (finalize sign-up). */
export const setupWalletSchema = z.object({
  name: z.string().trim().min(1, 'Enter a wallet name').max(120),
  balance: moneySchema,
  type: z.enum(SETUP_WALLET_TYPES),
  color: colorSchema,
  currency: z.number().int().positive(),
  exclude_from_stats: z.boolean().default(false),
});
export type SetupWallet = z.infer<typeof setupWalletSchema>;

// --- The wallet resource (SPEC §3 Wallet, §7 Wallets) --------------------------------------------------

/** 0/1 as older clients send flags, or a boolean. */
export const flagSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]);
export const isoDateSchema = z.iso.date('Use the yyyy-mm-dd format');

/** A wallet as the API returns it; money as numbers with 2 decimals. */
export const walletSchema = z.object({
  id: z.number().int().describe('What entries send as account_id'),
  uuid: z.string(),
  name: z.string(),
  type: walletTypeSchema,
  color: z.string(),
  currency_id: z.number().int(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string(), icon: z.string() }),
  balance: z.number().describe('Opening balance + counted entries; vouchers: tickets x ticket value'),
  opening_balance: z.number(),
  exclude_from_stats: z.boolean(),
  sorting: z.number().int(),
  archived: z.boolean(),
  updated_at: z.string(),
  invoice_date: z.string().nullable(),
  closing_date: z.string().nullable(),
  payment_account: z.number().int().nullable().describe('Id of the wallet paying a credit card'),
  installement_value: z.number().nullable().describe('Revolving credit cards: the instalment'),
  voucher_value: z.number().nullable().describe('Vouchers: the value of one ticket'),
  value_in_voucher: z.number().nullable().describe('Vouchers: the number of tickets held'),
  value_in_valut: z.number().nullable().describe('Vouchers: the tickets in money (= balance)'),
});
export type Wallet = z.infer<typeof walletSchema>;

/**
 * POST /api/wallet/create and PUT /api/wallet/update/{uuid}. Type-dependent fields (credit cards: invoice
 * and closing dates and a paying wallet; revolving: an instalment; voucher: a ticket value) are checked by
 * `walletProblems` (@bc/domain) so screens and server share one rule. For a voucher, `balance` is the
 * number of tickets. On update, `balance` is the opening balance (entries keep counting on top of it).
 */
export const walletInputSchema = z.object({
  name: z.string().trim().max(120),
  type: z.string(),
  balance: moneySchema.default(0),
  currency_id: z.number().int(),
  color: colorSchema.optional(),
  archived: flagSchema.optional(),
  exclude_stats: flagSchema.optional(),
  exclude_from_stats: flagSchema.optional(),
  invoice_date: isoDateSchema.nullable().optional(),
  closing_date: isoDateSchema.nullable().optional(),
  payment_account: z.number().int().nullable().optional().describe('-1, 0 or null = none'),
  installement_value: moneySchema.nullable().optional(),
  voucher_value: moneySchema.nullable().optional(),
});
export type WalletInput = z.infer<typeof walletInputSchema>;

/** GET /api/wallet/list?order[name]=asc&filters[archived]=false (true, false or all; default false). */
export const walletListQuerySchema = z.object({
  'order[name]': z.enum(['asc', 'desc']).optional(),
  'order[sorting]': z.enum(['asc', 'desc']).optional(),
  'filters[archived]': z.enum(['true', 'false', '1', '0', 'all']).optional(),
});
export type WalletListQuery = z.infer<typeof walletListQuerySchema>;

/** PATCH /api/wallet/sorting/{uuid} */
export const walletSortingSchema = z.object({ sorting: z.number().int().min(0).max(1_000_000) });

export const walletResponseSchema = z.object({ data: walletSchema });
export const walletListResponseSchema = z.object({ data: z.array(walletSchema) });
