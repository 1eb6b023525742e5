// Payees and debts. A payee's balance = sum of its counted debit entries:
// positive, they owe me; negative, I owe them.
import { z } from 'zod';
import { paginated } from './pagination.ts';

/** GET /api/payees: the debit form's choices (`id` becomes payee_id). */
export const payeeSchema = z.object({
  id: z.number().int().describe('What debit entries send as payee_id'),
  uuid: z.string(),
  name: z.string(),
  balance: z.number(),
});
export type Payee = z.infer<typeof payeeSchema>;
export const payeeListSchema = z.array(payeeSchema);

/** One of a debt's latest entries. */
export const debtEntrySchema = z.object({
  uuid: z.string(),
  amount: z.number(),
  date_time: z.string(),
  note: z.string().nullable(),
});

/**
 * GET /api/debits: who owes what. A payee (`type: "debit"`, `uuid` the payee's) or a revolving credit card
 * (`type: "credit-card-revolving"`, `uuid` the wallet's), with its balance and latest counted entries.
 */
export const debtSchema = z.object({
  id: z.number().int().describe("The payee's id, or the card wallet's"),
  uuid: z.string(),
  name: z.string(),
  type: z.enum(['debit', 'credit-card-revolving']),
  createdAt: z.string(),
  currency_icon: z.string().nullable().describe("Cards: the wallet's currency symbol"),
  debts: z.object({
    balance: z.number(),
    entries: z.array(debtEntrySchema).describe('The newest counted entries, at most 5'),
  }),
});
export type Debt = z.infer<typeof debtSchema>;
export const debtListSchema = z.array(debtSchema);

/** GET /api/debit?page=n: payees only, by name. */
export const debitPageSchema = paginated(debtSchema);
