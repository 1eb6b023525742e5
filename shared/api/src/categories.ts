// Custom sub-categories of a workspace (edited with id, name, parent_category
// and exclude_stats). They get ids above the predefined 76 and are listed with the predefined ones when the
// request names a workspace (X-WS with a session).
import { z } from 'zod';
import { flagSchema, MAX_INT32 } from './wire.ts';

/** The parent a custom sub-category gets when none is chosen (0): "other". */
export const DEFAULT_PARENT_CATEGORY_ID = 11;

/**
 * POST /api/categories and PUT /api/categories/{id}. `parent_category` is a parent id, or `[id]` as the
 * original client's select holds it; 0 (its default, "none") files it under "other".
 */
export const customCategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'category_name_required').max(60),
  parent_category: z
    .union([z.number().int().min(0).max(MAX_INT32), z.tuple([z.number().int().min(0).max(MAX_INT32)])])
    .transform((value) => (Array.isArray(value) ? value[0] : value) || DEFAULT_PARENT_CATEGORY_ID)
    .describe('Parent category id (1-11), or [id]; 0 = other'),
  exclude_stats: flagSchema.optional(),
});
export type CustomCategoryInput = z.infer<typeof customCategoryInputSchema>;
