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
  name?: string;
  /** A hint under the field, announced with it. */
  hint?: ReactNode;
}

const isGroup = (option: SelectOption | SelectOptionGroup): option is SelectOptionGroup =>
  'options' in option;

/**
 * What a field filled from the server says under its control, and the ids that describe the control with it:
 * its hint, and what went wrong when its options could not be loaded.
 */
export function useQueryFieldNotes(id: string, hint: ReactNode, failed: boolean) {
  const failure = useQueryFailureText();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, failed ? errorId : null].filter(Boolean).join(' ') || undefined;
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="bc-field-hint">
          {hint}
        </p>
      )}
      {failed && (
        <p id={errorId} className="bc-field-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
  return { describedBy, notes };
}

/** The `<option>`s of a select, groups as `<optgroup>`s: for a select that keeps its value in state. */
export function SelectOptions({ options }: { options: ReadonlyArray<SelectOption | SelectOptionGroup> }) {
  return options.map((option) =>
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
  );
}

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
  name,
  hint,
}: QuerySelectProps<T>) {
  const { t } = useTranslation('common');
  const ready = !query.isError && !query.isPending && query.data !== undefined;
  const { describedBy, notes } = useQueryFieldNotes(id, hint, query.isError);
  return (
    <div className="bc-field">
      <label htmlFor={id}>{label}</label>
      {ready && query.data !== undefined ? (
        <select
          key="ready"
          id={id}
          name={name ?? id}
          defaultValue={defaultValue}
          aria-describedby={describedBy}
        >
          {placeholder && <option value={placeholder.value}>{placeholder.label}</option>}
          <SelectOptions options={options(query.data)} />
        </select>
      ) : (
        <select key="waiting" id={id} name={name ?? id} disabled aria-describedby={describedBy}>
          {query.isError ? <option value="" /> : <option value="">{t('loading')}</option>}
        </select>
      )}
      {notes}
    </div>
  );
}
