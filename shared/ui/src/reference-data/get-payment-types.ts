import { type PaymentType, paymentTypeListSchema } from '@bc/api';
import { http } from '@bc/session';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/payment-types */
export async function getPaymentTypes(): Promise<PaymentType[]> {
  return http().get('api/payment-types').json(paymentTypeListSchema);
}

export const paymentTypesQueryOptions = () =>
  queryOptions({ queryKey: ['reference', 'payment-types'], queryFn: getPaymentTypes });

export function usePaymentTypes() {
  return useQuery(paymentTypesQueryOptions());
}
