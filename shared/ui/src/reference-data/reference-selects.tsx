import type { Currency, PaymentType } from '@bc/api';
import { QuerySelect, type QuerySelectProps, type SelectOption } from '../query-select.tsx';
import { type ReferenceNames, useReferenceNames } from '../reference-names.ts';
import { useCurrencies } from './get-currencies.ts';
import { usePaymentTypes } from './get-payment-types.ts';

/** A select of reference data: everything of QuerySelect but where the options come from. */
export type ReferenceSelectProps = Omit<QuerySelectProps<unknown>, 'query' | 'options'>;

/** The currencies as choices, by translated name, shown with their symbol. */
export const currencyOptions = (currencies: readonly Currency[], names: ReferenceNames): SelectOption[] =>
  names
    .sortByName(currencies, (currency) => names.currency(currency.slug))
    .map((currency) => ({
      value: String(currency.id),
      label: `${currency.symbol} · ${names.currency(currency.slug)}`,
    }));

/** The payment types as choices, by translated name. */
export const paymentTypeOptions = (types: readonly PaymentType[], names: ReferenceNames): SelectOption[] =>
  names
    .sortByName(types, (type) => names.paymentType(type.slug))
    .map((type) => ({ value: String(type.id), label: names.paymentType(type.slug) }));

/** The currencies of the server, by translated name, shown with their symbol. */
export function CurrencySelect(props: ReferenceSelectProps) {
  const names = useReferenceNames();
  return (
    <QuerySelect
      {...props}
      query={useCurrencies()}
      options={(currencies) => currencyOptions(currencies, names)}
    />
  );
}

/** The payment types of the server, by translated name. */
export function PaymentTypeSelect(props: ReferenceSelectProps) {
  const names = useReferenceNames();
  return (
    <QuerySelect {...props} query={usePaymentTypes()} options={(types) => paymentTypeOptions(types, names)} />
  );
}
