// Labels. Name and colour rules: `labelProblems` in @bc/domain.
import { z } from 'zod';
import { colorSchema, flagSchema, idSchema } from './wire.ts';

export const labelSchema = z.object({
  id: z.number().int().describe('What entries send in labels[]'),
  uuid: z.string(),
  name: z.string(),
  color: z.string(),
  archive: z.boolean().describe('Archived: hidden from pickers, kept on entries'),
});
export type Label = z.infer<typeof labelSchema>;

/**
 * POST /api/label and PUT /api/label/{uuid}. The original client's edit sends the whole list item back;
 * keys other than these are ignored. Problems answer 422 with label_name_required / ..._color_...
 */
export const labelInputSchema = z.object({
  name: z.string().max(60),
  color: colorSchema.nullable().optional(),
  archive: flagSchema.optional(),
});
export type LabelInput = z.infer<typeof labelInputSchema>;

/** GET /api/label/list?order[name]=asc: active labels; with archive=1, every label (archived included). */
export const labelListQuerySchema = z.object({
  'order[name]': z.enum(['asc', 'desc']).optional(),
  archive: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const labelListResponseSchema = z.array(labelSchema);

/**
 * In an entry or model body, as the original client sends labels: an existing one by id in `name` (colour
 * null), or a new one by its text and colour (an existing label of the same name, any case, is reused).
 */
export const labelRefSchema = z.union([
  z.object({ name: idSchema, color: z.null().optional() }),
  z.object({ name: z.string().trim().min(1).max(60), color: colorSchema.nullable().optional() }),
]);
export type LabelRef = z.infer<typeof labelRefSchema>;
