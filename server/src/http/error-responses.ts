import { errorBodySchema } from '@bc/api';

/** A route's error answers for the OpenAPI document: each status with the one error body shape. */
export const errorResponses = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
