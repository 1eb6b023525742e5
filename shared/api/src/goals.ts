// Savings goals. A goal's balance is the sum of
// its saving entries (deposits positive, withdrawals negative). Field names as the original client reads
// them: the target under both `amount` and `target_amount`, the icon under both `category_icon` and `icon`.
import { z } from 'zod';
import { entrySchema } from './entries.ts';
import { amountSchema, emptyAsNull, wireDateSchema } from './wire.ts';

export const goalSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  name: z.string(),
  category_icon: z.string().describe('One of the 18 icon names, or the CSS classes the original client sent'),
  icon: z.string().describe('The same as category_icon'),
  amount: z.number().describe('The target'),
  target_amount: z.number().describe('The same as amount'),
  due_date: z.string().nullable().describe('yyyy-mm-dd'),
  description: z.string().nullable(),
  balance: z.number().describe('Saved so far: the sum of its saving entries'),
  percentage: z.number().int().describe('Saved, percent of the target (0-100)'),
  monthly_deposit: z.number().describe('What is left divided by the months to the due date'),
  projected_completion: z
    .string()
    .nullable()
    .describe('yyyy-mm-dd at the average monthly deposit of the last three months; null when none'),
  archived: z.boolean(),
});
export type Goal = z.infer<typeof goalSchema>;

/** GET /api/goals/{uuid}: the goal and its newest saving entries (at most 100), newest first. */
export const goalDetailSchema = goalSchema.extend({ entries: z.array(entrySchema) });
export type GoalDetail = z.infer<typeof goalDetailSchema>;

/** GET /api/goals: the active goals, by due date. */
export const goalListSchema = z.array(goalSchema);

/**
 * POST /api/goals/create and PUT /api/goals/update/{uuid}. The original client creates with
 * `category_icon` and updates with `icon` (or both when the icon was picked again); either is read.
 */
export const goalInputSchema = z.object({
  name: z.string().max(120).nullable().optional(),
  amount: amountSchema.nullable().optional(),
  category_icon: z.string().max(60).nullable().optional(),
  icon: z.string().max(60).nullable().optional(),
  due_date: emptyAsNull(wireDateSchema).optional().describe('A date or an ISO date-time (its UTC day)'),
  description: z.string().max(1000).nullable().optional(),
});
export type GoalInput = z.infer<typeof goalInputSchema>;
