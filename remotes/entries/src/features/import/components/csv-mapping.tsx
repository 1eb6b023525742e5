import {
  type CsvColumns,
  DATE_ORDERS,
  type DateOrder,
  DECIMAL_SEPARATORS,
  type DecimalSeparator,
  type ImportProblem,
} from '@bc/api';
import { Alert, Button, Field } from '@bc/ui';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type AmountLayout,
  amountLayout,
  type ColumnChoice,
  type CsvLayout,
  type CsvRole,
  columnChoice,
  csvColumns,
  sampleRows,
} from '../csv-columns.ts';

export interface CsvMappingProps {
  csv: CsvLayout;
  /** The file's problems: `columns` and `date_format` ask the person to choose. */
  problems: readonly ImportProblem[];
  /**
   * Reads the file with these columns, and the date order and decimal separator when the person changed them
   * (left as the server found them, they are found again with the new columns).
   */
  onApply: (reading: {
    columns: CsvColumns;
    dateFormat?: DateOrder;
    decimalSeparator?: DecimalSeparator;
  }) => void;
  disabled?: boolean;
}

/** How many of the first rows show under each column's select. */
const SAMPLE_ROWS = 3;

/**
 * A CSV's columns: which one holds the date, the amount (or money in and money out), the payee, the note, the
 * bank's reference and the category, each select showing the first values of the column it names as it
 * changes; and how dates and decimals are written. Prefilled with what the server used (recognised, or
 * remembered for the wallet); applying reads the file again with these choices.
 */
export function CsvMapping({ csv, problems, onApply, disabled = false }: CsvMappingProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const [choice, setChoice] = useState<ColumnChoice>(() => columnChoice(csv));
  const [layout, setLayout] = useState<AmountLayout>(() => amountLayout(columnChoice(csv)));
  const [dateFormat, setDateFormat] = useState<DateOrder | null>(csv.date_format);
  const [decimalSeparator, setDecimalSeparator] = useState<DecimalSeparator>(csv.decimal_separator);
  const sample = sampleRows(csv).slice(0, SAMPLE_ROWS);
  const columns = csvColumns(choice, layout, csv);
  const asksColumns = problems.some((problem) => problem.field === 'columns');
  const asksDateOrder = problems.some((problem) => problem.field === 'date_format');
  const roles: CsvRole[] = [
    'date',
    ...(layout === 'single' ? (['amount'] as const) : (['inflow', 'outflow'] as const)),
    'payee',
    'note',
    'bank_id',
    'category',
  ];
  const required = (role: CsvRole) =>
    role === 'date' || role === 'amount' || role === 'inflow' || role === 'outflow';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!columns) return;
    onApply({
      columns,
      ...(dateFormat && dateFormat !== csv.date_format && { dateFormat }),
      ...(decimalSeparator !== csv.decimal_separator && { decimalSeparator }),
    });
  };

  return (
    <form className="bc-form bc-import-mapping" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h3 id={`${id}-title`}>{t('import.mapping.title')}</h3>
      {asksColumns && <Alert tone="warning">{t('import.mapping.askColumns')}</Alert>}
      {asksDateOrder && <Alert tone="warning">{t('import.mapping.askDateOrder')}</Alert>}
      <fieldset className="bc-fieldset">
        <legend>{t('import.mapping.amountLayout')}</legend>
        <div className="bc-choice-group">
          {(['single', 'split'] as const).map((value) => (
            <span key={value} className="bc-choice">
              <input
                id={`${id}-layout-${value}`}
                type="radio"
                name={`${id}-layout`}
                value={value}
                checked={layout === value}
                onChange={() => setLayout(value)}
              />
              <label htmlFor={`${id}-layout-${value}`}>{t(`import.mapping.layouts.${value}`)}</label>
            </span>
          ))}
        </div>
      </fieldset>
      <div className="bc-import-columns">
        {roles.map((role) => {
          const chosen = choice[role];
          const values = chosen === null ? [] : sample.map((row) => row[chosen] ?? '');
          return (
            <Field
              key={role}
              id={`${id}-${role}`}
              label={t(`import.mapping.roles.${role}`)}
              hint={
                values.length > 0 ? (
                  <span className="bc-import-sample">
                    <span className="bc-visually-hidden">{t('import.mapping.sample')}</span>
                    {values.map((value, row) => (
                      <span key={row} className="bc-import-sample-value">
                        {value.trim() === '' ? '—' : value}
                      </span>
                    ))}
                  </span>
                ) : (
                  <span className="bc-import-sample">—</span>
                )
              }
            >
              <select
                value={chosen === null ? '' : String(chosen)}
                disabled={disabled}
                onChange={(event) =>
                  setChoice({
                    ...choice,
                    [role]: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">
                  {t(required(role) ? 'import.mapping.choose' : 'import.mapping.notUsed')}
                </option>
                {csv.columns.map((name, index) => (
                  <option key={index} value={String(index)}>
                    {name}
                  </option>
                ))}
              </select>
            </Field>
          );
        })}
      </div>
      <div className="bc-import-columns bc-import-columns-wide">
        <Field id={`${id}-date-order`} label={t('import.mapping.dateOrder')}>
          <select
            value={dateFormat ?? ''}
            disabled={disabled}
            onChange={(event) =>
              setDateFormat(event.target.value === '' ? null : (event.target.value as DateOrder))
            }
          >
            <option value="">{t('import.mapping.choose')}</option>
            {DATE_ORDERS.map((order) => (
              <option key={order} value={order}>
                {t(`import.mapping.dateOrders.${order}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-decimal`} label={t('import.mapping.decimalSeparator')}>
          <select
            value={decimalSeparator}
            disabled={disabled}
            onChange={(event) => setDecimalSeparator(event.target.value as DecimalSeparator)}
          >
            {DECIMAL_SEPARATORS.map((separator) => (
              <option key={separator} value={separator}>
                {t(separator === '.' ? 'import.mapping.decimalPoint' : 'import.mapping.decimalComma')}
              </option>
            ))}
          </select>
        </Field>
      </div>
      {!columns && <p className="bc-field-hint">{t('import.mapping.needed')}</p>}
      <div className="bc-actions">
        <Button type="submit" variant="primary" disabled={disabled || !columns}>
          {t('import.mapping.apply')}
        </Button>
      </div>
    </form>
  );
}
