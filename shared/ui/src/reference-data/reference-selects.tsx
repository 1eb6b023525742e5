import { QuerySelect, type QuerySelectProps } from '../query-select.tsx';
import { useReferenceNames } from '../reference-names.ts';
import { useCurrencies } from './get-currencies.ts';
import { usePaymentTypes } from './get-payment-types.ts';

/** A select of reference data: everything of QuerySelect but where the options come from. */
export type ReferenceSelectProps = Omit<QuerySelectProps<unknown>, 'query' | 'options'>;

/** The currencies of the server, by translated name, shown with their symbol. */
export function CurrencySelect(props: ReferenceSelectProps) {
  const names = useReferenceNames();
  return (
    <QuerySelect
      {...props}
      query={useCurrencies()}
      options={(currencies) =>
        names
          .sortByName(currencies, (currency) => names.currency(currency.slug))
          .map((currency) => ({
            value: String(currency.id),
            label: `${currency.symbol} · ${names.currency(currency.slug)}`,
          }))
      }
    />
  );
}

/** The payment types of the server, by translated name. */
export function PaymentTypeSelect(props: ReferenceSelectProps) {
  const names = useReferenceNames();
  return (
    <QuerySelect
      {...props}
      query={usePaymentTypes()}
      options={(types) =>
        names
          .sortByName(types, (type) => names.paymentType(type.slug))
          .map((type) => ({ value: String(type.id), label: names.paymentType(type.slug) }))
      }
    />
  );
}
