// Labels (SPEC §3 Label, §5 Label, §7 Labels). Name and colour rules: `labelProblems` in @bc/domain.
import { z } from 'zod';
import { flagSchema } from './wallets.ts';

export const labelSchema = z.object({
  id: z.number().int().describe('What entries send in labels[]'),
  uuid: z.string(),
  name: z.string(),
  color: z.string(),
  archived: z.boolean(),
});
export type Label = z.infer<typeof labelSchema>;

/** POST /api/label and PUT /api/label/{uuid}; problems answer 422 with label_name_required / ..._color_... */
export const labelInputSchema = z.object({
  name: z.string().max(60),
  color: z.string().nullable().optional(),
  archived: flagSchema.optional(),
});
export type LabelInput = z.infer<typeof labelInputSchema>;

/** GET /api/label/list?order[name]=asc&archive=1 (archive=1: archived ones only; all=1: both). */
export const labelListQuerySchema = z.object({
  'order[name]': z.enum(['asc', 'desc']).optional(),
  archive: z.enum(['0', '1', 'true', 'false']).optional(),
  all: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const labelResponseSchema = z.object({ data: labelSchema });
export const labelListResponseSchema = z.object({ data: z.array(labelSchema) });

/** In an entry or model body: an existing label by id (colour null), or a new one by name and colour. */
export const labelRefSchema = z.union([
  z.number().int().positive(),
  z.object({
    id: z.number().int().positive(),
    name: z.string().optional(),
    color: z.string().nullable().optional(),
  }),
  z.object({ name: z.string().trim().min(1).max(60), color: z.string().nullable().optional() }),
]);
export type LabelRef = z.infer<typeof labelRefSchema>;
