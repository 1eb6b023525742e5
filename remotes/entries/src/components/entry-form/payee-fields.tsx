import type { Payee } from '@bc/api';
import { Field } from '@bc/ui';
import { usePayees } from '@bc/ui/ledger';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldId } from './form-data.ts';
import { NEW_PAYEE } from './read-entry-form.ts';

/**
 * The payee of a debit: an existing one (its id), or "create new" revealing the name field. The payee of
 * an entry being edited stays a choice even when the list no longer has it (archived since).
 */
export function PayeeFields({ initial }: { initial: { id: number; name: string | undefined } | null }) {
  const { t } = useTranslation('entries');
  const payees = usePayees();
  const [payee, setPayee] = useState(initial ? String(initial.id) : '');
  const listed = payees.data ?? [];
  const kept: Pick<Payee, 'id' | 'name'>[] =
    initial?.name !== undefined && !listed.some((item) => item.id === initial.id)
      ? [{ id: initial.id, name: initial.name }]
      : [];
  return (
    <>
      <Field label={t('form.payee')}>
        <select
          id={fieldId('payee')}
          name="payee_id"
          value={payee}
          onChange={(event) => setPayee(event.target.value)}
        >
          <option value="">{t('form.choosePayee')}</option>
          {[...kept, ...listed].map((item) => (
            <option key={item.id} value={String(item.id)}>
              {item.name}
            </option>
          ))}
          <option value={NEW_PAYEE}>{t('form.newPayee')}</option>
        </select>
      </Field>
      {payee === NEW_PAYEE && (
        <Field label={t('form.payeeName')}>
          <input id={fieldId('payee-name')} name="payee_name" type="text" autoComplete="off" />
        </Field>
      )}
    </>
  );
}
