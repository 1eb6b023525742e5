import { useTranslation } from 'react-i18next';
import { type ColumnMapping, IMPORT_FIELDS, type ImportField } from '../normalise-rows.ts';

const NOT_USED = '';

export interface ColumnMappingProps {
  columns: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}

/** One select per field of an entry: which column of the file holds it, or none. */
export function ColumnMappingFields({ columns, mapping, onChange }: ColumnMappingProps) {
  const { t } = useTranslation('entries');
  const choose = (field: ImportField, value: string) => {
    const next: ColumnMapping = { ...mapping };
    if (value === NOT_USED) delete next[field];
    else next[field] = Number(value);
    onChange(next);
  };
  return (
    <fieldset className="bc-fieldset">
      <legend>{t('import.columns')}</legend>
      <p className="bc-field-hint">{t('import.columnsHint')}</p>
      <div className="bc-grid">
        {IMPORT_FIELDS.map((field) => (
          <div key={field} className="bc-field">
            <label htmlFor={`import-column-${field}`}>{t(`import.fields.${field}`)}</label>
            <select
              id={`import-column-${field}`}
              value={mapping[field] === undefined ? NOT_USED : String(mapping[field])}
              onChange={(event) => choose(field, event.target.value)}
            >
              <option value={NOT_USED}>{t('import.notUsed')}</option>
              {columns.map((column, index) => (
                <option key={index} value={String(index)}>
                  {column}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
