/** Query keys of the payees and debts: under the ledger's, so a sign-out or workspace change clears them too. */
export const payeeKeys = {
  /** Every payee list: invalidate it after a debit is written or a payee archived. */
  all: ['ledger', 'payees'] as const,
  /** GET /api/payees: the debit form's choices. */
  choices: ['ledger', 'payees', 'choices'] as const,
  /** GET /api/debits: payees and revolving cards with their balances. */
  debts: ['ledger', 'payees', 'debts'] as const,
};
