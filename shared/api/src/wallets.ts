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
