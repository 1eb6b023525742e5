// Custom sub-categories of a workspace (SPEC §3 Category: edit payload id, name, parent_category,
// exclude_stats). They get ids above the predefined 76 and are listed with the predefined ones when the
// request names a workspace (X-WS with a session).
import { z } from 'zod';
import { flagSchema } from './wallets.ts';

/** POST /api/categories and PUT /api/categories/{id} */
export const customCategoryInputSchema = z.object({
  name: z.string().trim().min(1, 'category_name_required').max(60),
  parent_category: z.number().int().positive().describe('Parent category id (1-11)'),
  exclude_stats: flagSchema.optional(),
});
export type CustomCategoryInput = z.infer<typeof customCategoryInputSchema>;
