import { z } from 'zod';

export const databaseKindSchema = z.enum(['pglite', 'postgresql']);

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: databaseKindSchema.describe('pglite = embedded engine, postgresql = a PostgreSQL server'),
});

export type DatabaseKind = z.infer<typeof databaseKindSchema>;
export type Health = z.infer<typeof healthSchema>;
