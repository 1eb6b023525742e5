import { z } from 'zod';

/** A page of a long list: the resource itself carries `data` (bodies are otherwise bare). */
export const paginated = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int().min(1),
    per_page: z.number().int().min(1),
    last_page: z.number().int().min(1),
    total: z.number().int().min(0),
  });

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(30),
});

export type PageQuery = z.infer<typeof pageQuerySchema>;
export type Paginated<T> = {
  data: T[];
  current_page: number;
  per_page: number;
  last_page: number;
  total: number;
};
