import { z } from 'zod';
import { SETUP_WALLET_TYPES } from './wallets.ts';
import { amountSchema, colorSchema, flagSchema, idSchema } from './wire.ts';
import { workspaceInputSchema } from './workspaces.ts';

/**
 * The first wallet, created with the first workspace. The original client's set-up form sends the
 * placeholder's value "0" when no type was picked, and an empty name when none was typed: the type is
 * then the default (bank) and the wallet is named by the server.
 */
export const setupWalletSchema = z.object({
  name: z.string().trim().max(120).default(''),
  balance: amountSchema.default(0),
  type: z
    .union([z.enum(SETUP_WALLET_TYPES), z.literal('0'), z.literal(0)])
    .default('bank')
    .transform((type) => (type === '0' || type === 0 ? 'bank' : type)),
  color: colorSchema,
  currency: idSchema,
  exclude_from_stats: flagSchema.default(false),
});
export type SetupWallet = z.infer<typeof setupWalletSchema>;

/** POST /api/auth/{userUuid}/finalize/sign-up: the first workspace and its first wallet. */
export const finalizeSignUpRequestSchema = z.object({
  workspace: workspaceInputSchema,
  wallet: setupWalletSchema,
});
export type FinalizeSignUpRequest = z.infer<typeof finalizeSignUpRequestSchema>;
