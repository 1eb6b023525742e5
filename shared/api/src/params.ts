import { z } from 'zod';
import { MAX_INT32 } from './wire.ts';

export const numericIdSchema = z.coerce
  .number({ error: 'Must be a number' })
  .int('Must be a whole number')
  .positive('Must be positive')
  .max(MAX_INT32, 'Is too large');

export const idParamsSchema = z.object({ id: numericIdSchema });

export type IdParams = z.infer<typeof idParamsSchema>;

/** A thing named by its uuid in the path; a malformed one is simply not found. */
export const uuidParamsSchema = z.object({ uuid: z.string() });
