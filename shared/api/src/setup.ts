import { z } from 'zod';
import { setupWalletSchema } from './wallets.ts';
import { workspaceInputSchema } from './workspaces.ts';

/** POST /api/auth/{userUuid}/finalize/sign-up: the first workspace and its first wallet. */
export const finalizeSignUpRequestSchema = z.object({
  workspace: workspaceInputSchema,
  wallet: setupWalletSchema,
});
export type FinalizeSignUpRequest = z.infer<typeof finalizeSignUpRequestSchema>;
