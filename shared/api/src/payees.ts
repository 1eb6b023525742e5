// Payees and debts (SPEC §3 Payee / debt, §7 Debts). A payee's balance = sum of its counted debit entries:
// positive, they owe me; negative, I owe them.
import { z } from 'zod';
import { paginated } from './pagination.ts';
import { walletSchema } from './wallets.ts';

export const payeeSchema = z.object({
  id: z.number().int().describe('What debit entries send as payee_id'),
  uuid: z.string(),
  name: z.string(),
  type: z.literal('payee'),
  balance: z.number(),
  archived: z.boolean(),
  created_at: z.string(),
  debts: z.object({ balance: z.number(), entries: z.number().int().describe('Counted debit entries') }),
});
export type Payee = z.infer<typeof payeeSchema>;

/** GET /api/debit?page=n */
export const debitPageSchema = paginated(payeeSchema);
/** GET /api/debits: every active payee with its balance. */
export const debitListSchema = z.object({ data: z.array(payeeSchema) });
/** GET /api/payees: payees, and the revolving credit cards listed apart. */
export const payeeListSchema = z.object({
  data: z.array(payeeSchema),
  revolving: z.array(walletSchema),
});
