// Search: POST /api/find?page=n. Text matches notes, payee, label and
// category names (full-text); the date range is at most 364 days (`searchRangeProblem` in @bc/domain).
import { z } from 'zod';
import { entrySchema } from './entries.ts';
import { idSchema, wireDateSchema } from './wire.ts';

/**
 * The search form's whole state, as the original client posts it. `planned: true` means planned entries
 * are included (no filter), `false` leaves them out. `date_time` is [start, end], calendar days inclusive
 * (instants are read as their UTC day). Empty lists filter nothing; `no_entry_found` is the form's own flag.
 */
export const findBodySchema = z.object({
  text: z.string().max(200).nullable().optional(),
  date_time: z.tuple([wireDateSchema, wireDateSchema]).nullable().optional(),
  type: z
    .array(z.string().max(20))
    .max(10)
    .optional()
    .describe('expenses, incoming, transfer, debit, saving'),
  account: z.array(idSchema).max(200).optional(),
  category: z.array(idSchema).max(500).optional(),
  tags: z.array(idSchema).max(200).optional(),
  planned: z.boolean().nullable().optional(),
  no_entry_found: z.boolean().optional(),
});
export type FindBody = z.infer<typeof findBodySchema>;

export const SEARCH_PAGE_SIZE = 30;

export const searchPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(SEARCH_PAGE_SIZE).default(SEARCH_PAGE_SIZE),
});

export const searchPaginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int().describe('Exact without text or tags, else exact up to 1,000 rows past the page'),
  total_pages: z.number().int(),
  has_next_page: z.boolean(),
  has_prev_page: z.boolean(),
});

/** The amount of every match of a search, on every page, in the workspace currency. */
export const searchTotalSchema = z.object({
  amount: z
    .number()
    .describe('Converted to the workspace currency as the stats convert: per currency, then once'),
  currency: z.object({ id: z.number().int(), code: z.string(), symbol: z.string() }),
});
export type SearchTotal = z.infer<typeof searchTotalSchema>;

/** POST /api/find and GET /api/search/all: newest first. */
export const findResponseSchema = z.object({
  data: z.array(entrySchema),
  pagination: searchPaginationSchema,
  total_amount: searchTotalSchema
    .nullable()
    .describe(
      'null when pagination.total is not exact: text or labels matching over 1,000 rows past the page',
    ),
});
export type FindResponse = z.infer<typeof findResponseSchema>;
