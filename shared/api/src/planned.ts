// Planned (recurring) entries (SPEC §2 /app/planned-entries, §3 Planned entry, §5 Planned, §7 Entries):
// an entry template with a schedule. The body is an entry body plus its type, `planning`, the start
// (`date_time`, the first execution) and an optional `end_date_time`. Rules: `planProblems` and
// `entryProblems` in @bc/domain, answered 422 with the SPEC's message keys in `fields`.
import { PLANNED_ENTRY_TYPES, PLANNING_VALUES } from '@bc/domain';
import { z } from 'zod';
import { entryBodySchema } from './entries.ts';
import { pageQuerySchema, paginated } from './pagination.ts';
import { subCategoryWithParentSchema } from './reference-data.ts';

export const plannedEntryTypeSchema = z.enum(PLANNED_ENTRY_TYPES);
export const planningSchema = z.enum(PLANNING_VALUES);

const refSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() });

export const plannedEntrySchema = z.object({
  uuid: z.string(),
  type: plannedEntryTypeSchema,
  amount: z.number(),
  currency_id: z.number().int(),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string(), icon: z.string() }),
  payment_type_id: z.number().int(),
  note: z.string().nullable(),
  planning: planningSchema,
  date_time: z.string().describe('ISO 8601: the start, the first execution'),
  end_date_time: z.string().nullable().describe('ISO 8601: no occurrence after it'),
  next_execution: z.string().nullable().describe('ISO 8601; null once the plan is over'),
  last_execution: z.string().nullable().describe('ISO 8601: the last occurrence written'),
  planned: z.literal(true),
  confirmed: z.boolean(),
  waranty: z.boolean(),
  exclude_from_stats: z.boolean(),
  account_id: z.number().int(),
  wallet: refSchema,
  category_id: z.number().int(),
  sub_category: subCategoryWithParentSchema,
  payee_id: z.number().int().nullable(),
  payee: refSchema.nullable(),
  labels: z.array(z.object({ id: z.number().int(), uuid: z.string(), name: z.string(), color: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlannedEntry = z.infer<typeof plannedEntrySchema>;

/** POST /api/entry/planned, PUT /api/entry/planned/{uuid}. */
export const plannedEntryBodySchema = entryBodySchema.omit({ transfer_to: true, goal_id: true }).extend({
  type: z.string().describe("expense, income or debit (else 422 'Invalid entry type')"),
  planning: z
    .string()
    .nullable()
    .optional()
    .describe("daily, weekly, monthly, yearly or one_shot (else 422 'choose planned type')"),
  date_time: z
    .string()
    .nullable()
    .optional()
    .describe("The start, the first execution ('choose start date')"),
  end_date_time: z
    .string()
    .nullable()
    .optional()
    .describe("Optional; not before the start ('end date greater than start date')"),
});
export type PlannedEntryBody = z.infer<typeof plannedEntryBodySchema>;

export const plannedEntryResponseSchema = z.object({ data: plannedEntrySchema });
/** GET /api/entry/planned?page=n: by next execution, plans that are over last. */
export const plannedEntryPageSchema = paginated(plannedEntrySchema);
export const plannedEntryPageQuerySchema = pageQuerySchema;
