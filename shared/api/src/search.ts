// Search (SPEC §7 search, §5 Search): POST /api/find?page=n. Text matches notes, payee, label and
// category names (full-text); the date range is at most 364 days (`searchRangeProblem` in @bc/domain).
import { z } from 'zod';
import { entrySchema, entryTypeSchema } from './entries.ts';
import { paginated } from './pagination.ts';

export const findBodySchema = z.object({
  text: z.string().max(200).nullable().optional(),
  date_time: z
    .object({ start: z.string().nullable().optional(), end: z.string().nullable().optional() })
    .nullable()
    .optional(),
  type: z.array(entryTypeSchema).max(10).optional(),
  account: z.array(z.number().int()).max(200).optional(),
  category: z.array(z.number().int()).max(500).optional(),
  tags: z.array(z.number().int()).max(200).optional(),
  planned: z.boolean().nullable().optional(),
});
export type FindBody = z.infer<typeof findBodySchema>;

export const searchPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});

/**
 * POST /api/find and GET /api/search/all: newest first, with a total, exact without text or tags, else exact
 * up to 1,000 rows past the page and a lower bound beyond (as the entries list).
 */
export const findResponseSchema = paginated(entrySchema);
