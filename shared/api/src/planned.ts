// Planned (recurring) entries:
// an entry template with a schedule. The body is an entry body plus its type, `planning`, the start
// (`date_time`, the first execution) and an optional `end_date_time`. Rules: `planProblems` and
// `entryProblems` in @bc/domain, answered 422 with the rules' message keys in `fields`.
import { PLANNING_VALUES } from '@bc/domain';
import { z } from 'zod';
import { entryBodySchema, entryCurrencySchema, entryLabelSchema } from './entries.ts';
import { subCategoryWithParentSchema } from './reference-data.ts';

/** A plan's type as the form's tabs name it (transfers and savings are not planned). */
export const plannedEntryTabSchema = z.enum(['expenses', 'incoming', 'debit']);
export const planningSchema = z.enum(PLANNING_VALUES);

const refSchema = z.object({ id: z.number().int(), uuid: z.string(), name: z.string() });

export const plannedEntrySchema = z.object({
  uuid: z.string(),
  type: plannedEntryTabSchema,
  amount: z.number(),
  currency_id: z.number().int(),
  currency: entryCurrencySchema,
  payment_type_id: z.number().int(),
  payment_type: z.object({ id: z.number().int(), slug: z.string() }),
  note: z.string().nullable(),
  planning: planningSchema,
  date_time: z.string().describe('ISO 8601: the start, the first execution'),
  end_date_time: z.string().nullable().describe('ISO 8601: no occurrence after it'),
  next_execution: z.string().nullable().describe('ISO 8601; null once the plan is over'),
  last_execution: z.string().nullable().describe('ISO 8601: the last occurrence written'),
  planned: z.literal(true),
  // An entry's fields a plan never has, present because clients load a plan with the entry form.
  transfer_id: z.null(),
  geolocation: z.null(),
  goal_id: z.null(),
  name: z.null(),
  confirmed: z.boolean(),
  waranty: z.boolean(),
  exclude_from_stats: z.boolean(),
  account_id: z.number().int(),
  wallet: refSchema,
  category_id: z.number().int(),
  sub_category: subCategoryWithParentSchema,
  payee_id: z.number().int().nullable(),
  payee: refSchema.nullable(),
  labels: z.array(entryLabelSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PlannedEntry = z.infer<typeof plannedEntrySchema>;

/**
 * POST /api/entry/planned, PUT /api/entry/planned/{uuid}: the entry body with its type (expenses, incoming
 * or debit, else 422 'Invalid entry type'), `planning` (daily, weekly, monthly, yearly or one-shot, else
 * 'choose planned type'), the start in `date_time` ('choose start date') and an optional end not before it
 * ('end date greater than start date').
 */
export const plannedEntryBodySchema = entryBodySchema;
export type PlannedEntryBody = z.infer<typeof plannedEntryBodySchema>;

/** GET /api/entry/planned: every plan of the workspace, by next execution, plans that are over last. */
export const plannedEntryListSchema = z.array(plannedEntrySchema);
/** `page` is accepted and ignored (the original client always sends page=0): the list is whole. */
export const plannedEntryListQuerySchema = z.object({ page: z.coerce.number().int().min(0).optional() });
