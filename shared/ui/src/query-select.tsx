import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryResultLike, useQueryFailureText } from './query-state.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectOptionGroup {
  label: string;
  options: readonly SelectOption[];
}

export interface QuerySelectProps<T> {
  id: string;
  label: string;
  /** The server data the options come from (a react-query result). */
  query: QueryResultLike<T>;
  options: (data: T) => ReadonlyArray<SelectOption | SelectOptionGroup>;
  /** A first option that stands for "none chosen", e.g. `{ value: '0', label: 'Choose category' }`. */
  placeholder?: SelectOption;
  defaultValue?: string | string[];
  multiple?: boolean;
  name?: string;
  /** A hint under the field, announced with it. */
  hint?: ReactNode;
}

const isGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup =>
  'options' in option;

/**
 * A labelled select filled from the server: disabled while the data loads, what went wrong when it
 * fails. Uncontrolled; it is mounted afresh when the data arrives so that
 * `defaultValue` selects among the real options.
 */
export function QuerySelect<T>({
  id,
  label,
  query,
  options,
  placeholder,
  defaultValue,
  multiple,
  name,
  hint,
}: QuerySelectProps<T>) {
  const { t } = useTranslation('common');
  const failure = useQueryFailureText();
  const ready = !query.isError && !query.isPending && query.data !== undefined;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, query.isError ? errorId : null].filter(Boolean).join(' ');
  return (
    <div className="bc-field">
      <label htmlFor={id}>{label}</label>
      {ready && query.data !== undefined ? (
        <select
          key="ready"
          id={id}
          name={name ?? id}
          multiple={multiple}
          defaultValue={defaultValue}
          aria-describedby={describedBy || undefined}
        >
          {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
          {options(query.data).map((option) =>
            isGroup(option) ? (
              <optgroup key={option.label} label={option.label}>
                {option.options.map((item) => (
                  <option key={item.value} value={item.value}>
                    {item.label}
                  </option>
                ))}
              </optgroup>
            ) : (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ),
          )}
        </select>
      ) : (
        <select key="waiting" id={id} name={name ?? id} disabled aria-describedby={describedBy || undefined}>
          {query.isError ? <option value="" /> : <option value="">{t('loading')}</option>}
        </select>
      )}
      {hint && (
        <p id={hintId} className="bc-field-hint">
          {hint}
        </p>
      )}
      {query.isError && (
        <p id={errorId} className="bc-field-error" role="alert">
          {failure}
        </p>
      )}
    </div>
  );
}
