// What the original Budget Control client reads of each answer, written down apart from @bc/api so that
// a change of our own schemas that drifts from the client fails the contract suite. Each schema holds the
// fields the client dereferences, with the types it needs (a total it calls `.toFixed` on is a number,
// a list it iterates is an array); fields it ignores are not listed.
import { z } from 'zod';

const id = z.number().int();
const text = z.string();
const TABS = z.enum(['expenses', 'incoming', 'transfer', 'debit', 'saving']);

export const LABEL_CHIP = z.object({ id, name: text, color: text });

/** EntriesTable.vue: every row needs labels, a currency icon and a sub-category with its parent's icon. */
export const ENTRY_ROW = z
  .object({
    uuid: text,
    labels: z.array(LABEL_CHIP),
    currency: z.object({ icon: text }),
    sub_category: z.object({ id, slug: text, category: z.object({ icon: text }) }),
    date_time: text.optional(),
    amount: z.number().optional(),
    note: text.nullable().optional(),
    planned: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
    type: TABS.optional(),
    name: text.nullable().optional(),
    wallet: z.object({ name: text }).nullable().optional(),
    transfer_to: z.object({ name: text }).nullable().optional(),
    payee: z.object({ name: text }).nullable().optional(),
    goal: z.object({ name: text }).nullable().optional(),
  })
  // A transfer_to makes the table read wallet.name too.
  .refine((row) => !row.transfer_to || row.wallet, 'transfer_to is sent with a null wallet');

/** BaseEntryForm.vue populateForm and the tab forms: what an edit loads. */
export const ENTRY_DETAIL = z.object({
  type: TABS,
  uuid: text,
  wallet: z.object({ id }).nullable(),
  account_id: id.nullable(),
  amount: z.number(),
  currency_id: id,
  payment_type: z.object({ id }),
  date_time: text,
  note: text.nullable(),
  planning: text.nullable(),
  end_date_time: text.nullable(),
  labels: z.array(z.object({ id })),
  transfer_id: id.nullable(),
  confirmed: z.boolean(),
  waranty: z.boolean(),
  geolocation: text.nullable(),
  exclude_from_stats: z.boolean(),
  category_id: id,
  payee_id: id.nullable(),
  goal_id: text.nullable(),
  name: text.nullable(),
});

/** Planned.vue: the planned list (a bare array; the wallet must be there). */
export const PLANNED_ROW = z.object({
  uuid: text,
  date_time: text,
  end_date_time: text.nullable(),
  amount: z.number(),
  currency: z.object({ icon: text }),
  wallet: z.object({ name: text }),
  note: text.nullable(),
  planning: text,
  planned: z.boolean(),
  sub_category: z.object({ id, name: text, category: z.object({ icon: text, slug: text }) }),
  labels: z.array(LABEL_CHIP),
});

/** Login.vue (and Token.vue): the access token and the workspaces, whose first becomes X-WS. */
export const LOGIN = z.object({
  token: text.min(1),
  workspaces: z.array(z.object({ uuid: text, name: text })),
});

const CURRENCY = z.object({ id, symbol: text, icon: text });

/** user-info and finalize: the X-BC-Token and the user with the workspace answered for. */
export const USER_INFO = z.object({
  token: text.min(1),
  userInfo: z.object({
    uuid: text,
    name: text,
    email: text,
    workspaces: z.array(z.object({ uuid: text, name: text })),
    shared_with: z.array(z.object({ email: text, name: text })),
    workspace_settings: z.union([
      z.tuple([]),
      z.object({ data: z.object({ currency: CURRENCY, payment_type_id: id }) }),
    ]),
  }),
});

/** Dashboard.vue, Workspace.vue, WorkspaceCard.vue: GET /api/workspace/{uuid}. */
export const WORKSPACE_DETAIL = z.object({
  workspace: z.object({ name: text, uuid: text, users: z.array(z.object({ uuid: text, name: text })) }),
  settings: z.object({ data: z.object({ currency: z.object({ id }), paymenttypeId: id }) }),
});

export const WORKSPACE_ITEM = z.object({ uuid: text, name: text });

/** The entry forms' selects and the settings pages. */
export const SUB_CATEGORY = z.object({ id, slug: text });
export const PARENT_CATEGORY = z.object({
  id,
  slug: text,
  icon: text,
  type: text,
  subCategories: z.array(
    z.object({ slug: text, id, custom: z.union([z.boolean(), z.literal(0), z.literal(1)]) }),
  ),
});
export const PAYMENT_TYPE = z.object({ id, slug: text });
export const CURRENCY_ROW = z.object({ id, slug: text, icon: text, exchange_rate: z.number() });

/** Wallet.vue: the settings list, archived wallets included. */
export const WALLET_SETTINGS_ROW = z
  .object({
    id,
    uuid: text,
    name: text,
    type: text,
    balance: z.union([z.number(), z.object({ value_in_voucher: z.number(), value_in_valut: z.number() })]),
    currency: id,
    archived: z.boolean(),
    updated_at: text,
    color: text,
    exclude_stats: z.boolean(),
    invoice_date: text.nullable(),
    closing_date: text.nullable(),
    payment_account: id.nullable(),
    installement_value: z.number().nullable(),
    voucher_value: z.number().nullable(),
  })
  .refine(
    (wallet) => (wallet.type === 'voucher') === (typeof wallet.balance === 'object'),
    'voucher balance',
  );

export const WALLET_OPTION = z.object({ id, name: text });

/** Label.vue and LabelCard.vue: `archive` is the flag's name. */
export const LABEL_SETTINGS_ROW = z.object({ id, uuid: text, name: text, color: text, archive: z.boolean() });

/** CardPayee.vue: payees and revolving cards in one list. */
export const DEBT_ROW = z.object({
  uuid: text,
  createdAt: text,
  name: text,
  type: text,
  debts: z.object({ balance: z.number(), entries: z.array(z.unknown()) }),
});

export const PAYEE_OPTION = z.object({ id, name: text });

/** Models: the selector reads uuid and name; applying one reads the fields it copies. */
export const MODEL_APPLIED = z.object({
  name: text,
  amount: z.number().nullable(),
  currency_id: id,
  payment_type: z.object({ id }).nullable(),
  note: text.nullable(),
  labels: z.array(z.object({ id })),
  exclude_from_stats: z.boolean(),
  account_id: id.nullable(),
  category_id: id.nullable(),
});

/** CardSearchEntries.vue. */
export const SEARCH_PAGE = z.object({
  data: z.array(ENTRY_ROW),
  pagination: z.object({ total_pages: z.number() }),
});

/** CardEntries.vue: both halves. */
export const ENTRY_PAGE = z.object({ data: z.array(ENTRY_ROW), last_page: z.number() });

/** RecoveryPassword.vue and ResetPassword.vue show `error` as it is. */
export const ERROR_TEXT = z.object({ error: text.min(1) });

/** CardGoal.vue and the saving tab's select: GET /api/goals. */
export const GOAL_ITEM = z.object({
  id,
  uuid: text,
  name: text,
  category_icon: text,
  balance: z.number(),
  amount: z.number(),
});

/** DetailsGoal.vue (and CardAddGoal.vue's edit form, which reads `amount`). */
export const GOAL_DETAIL = z.object({
  category_icon: text,
  name: text,
  target_amount: z.number(),
  amount: z.number(),
  due_date: text.nullable(),
  description: text.nullable(),
  balance: z.number(),
  uuid: text,
  monthly_deposit: z.number(),
  percentage: z.number(),
  entries: z.array(ENTRY_ROW),
});

/** Setting.vue: GET /api/budget/{uuid}. */
export const BUDGET_FORM = z.object({
  name: text,
  description: text.nullable(),
  amount: z.number(),
  configuration: z.object({
    period: text,
    accounts: z.array(id),
    categories: z.array(id),
    tags: z.array(id),
    types: z.array(text),
    period_start: text.nullable(),
    period_end: text.nullable(),
  }),
  notification: z.boolean(),
  emails: z.array(text),
});

/** CardBudget.vue and EntryList.vue: one budget's figures; the percentages are text with %. */
export const BUDGET_STATS = z.object({
  budget: z.object({ uuid: text, name: text, amount: z.number(), configuration: z.object({ period: text }) }),
  totalSpentPercentage: text.regex(/%$/),
  totalRemainingPercentage: text.regex(/%$/),
  totalSpent: z.number(),
  totalRemaining: z.number(),
  description: text.nullable(),
  planned: z.object({ total: z.number(), plannedSpentPercentage: text }),
});

/** HeaderStats.vue, AverageStats.vue, Profile.vue: every total goes through `.toFixed(2)`: a number. */
export const STATS_TOTAL = z.object({ total: z.number() });
export const STATS_CHANGE = z.object({ total: z.number(), percentage: z.number() });

/** HeaderStats.vue getWallets: the strip's cards, currency as an object. */
export const STATS_WALLET = z.object({
  id,
  uuid: text,
  name: text,
  balance: z.union([z.number(), z.object({ value_in_voucher: z.number(), value_in_valut: z.number() })]),
  color: text,
  type: text,
  currency: z.object({ icon: text }),
});

/** ChartBar.controller.ts and ChartLabel.controller.ts. */
export const BAR_CHART = z.object({
  bar: z.array(
    z.object({
      value: z.number(),
      color: text,
      data: z.object({
        slug: text.optional(),
        name: text.optional(),
        category: z.object({ icon: text }).optional(),
      }),
    }),
  ),
});

/** WidgetLine_IncomingExpensesChart.vue. */
export const LINE_CHART = z.object({
  series: z.array(
    z.object({
      label: z.enum(['incoming', 'expenses', 'debit', 'savings']),
      dataPoints: z.array(z.object({ xValue: z.number(), label: text })),
    }),
  ),
});

/** WidgetTable.vue and TableEntries.vue. */
export const STATS_ROWS = z.object({
  rows: z.array(
    z.object({ label: text, amount: z.number(), prevAmount: z.number(), bounceRate: z.number(), type: text }),
  ),
});
