import { z } from 'zod';
import { paginated } from './pagination.ts';

/** The kinds of things the activity record names (GET /api/workspace/{uuid}/activity?kind=). */
export const ACTIVITY_KINDS = [
  'entry',
  'wallet',
  'category',
  'label',
  'payee',
  'goal',
  'budget',
  'model',
  'planned_entry',
  'rule',
  'member',
  'workspace',
] as const;
export const activityKindSchema = z.enum(ACTIVITY_KINDS);
export type ActivityKind = z.infer<typeof activityKindSchema>;

const day = z.iso.date();

export const activityQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
  /** A member's uuid. */
  member: z.uuid().optional(),
  kind: activityKindSchema.optional(),
  /** One thing's history (an entry's, a wallet's): with `kind`. */
  object: z.string().min(1).max(64).optional(),
  /** First and last day, inclusive, in UTC. */
  from: day.optional(),
  to: day.optional(),
});
export type ActivityQuery = z.infer<typeof activityQuerySchema>;

/**
 * A changed field's value as people read it: money as decimal text, wallets and labels by name. Written as
 * any JSON for the serializer, which cannot write a union inside a pair.
 */
export type ActivityValue = string | number | boolean | string[] | null;
const changeValueSchema = z
  .custom<ActivityValue>()
  .meta({ description: 'text, number, true/false, names or null' });

export const activityItemSchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Null for the system's own work (planned entries, card settlement) and for a deleted account. */
  actor: z.object({ uuid: z.string(), name: z.string() }).nullable(),
  via: z.enum(['user', 'job', 'import']),
  action: z.enum(['create', 'update', 'delete']),
  object: z.object({ type: activityKindSchema, uuid: z.string(), name: z.string().nullable() }),
  /** field: [before, after]; a creation's befores and a deletion's afters are null. */
  changes: z.record(z.string(), z.array(changeValueSchema).length(2)),
});
export type ActivityItem = z.infer<typeof activityItemSchema>;

export const activityPageSchema = paginated(activityItemSchema).meta({
  description: 'total: exact up to 1,000 records past the page, a lower bound beyond',
});
export type ActivityPage = z.infer<typeof activityPageSchema>;
