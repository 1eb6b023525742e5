import { z } from 'zod';

// Ids are PostgreSQL `integer`: a larger number would make the query fail with a 500 instead of a 422.
const MAX_INT32 = 2_147_483_647;

export const numericIdSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(MAX_INT32, 'Is too large');

export const idParamsSchema = z.object({ id: numericIdSchema });

export type IdParams = z.infer<typeof idParamsSchema>;
