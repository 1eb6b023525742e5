import type { PaymentType } from '@bc/api';
import type { Queryable } from '../db/database.ts';

export function listPaymentTypes(db: Queryable): Promise<PaymentType[]> {
  return db.query<PaymentType>('SELECT id, slug FROM payment_types ORDER BY id');
}
