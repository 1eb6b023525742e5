import type { Label, LabelRef } from '@bc/api';
import { findLabelByName, randomLabelColor, splitLabelText } from '@bc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLabels } from './get-labels.ts';

/** A label on an entry or a model: an existing one (with its id) or a new one the server creates. */
export interface LabelChoice {
  id?: number;
  name: string;
  color: string;
}

/**
 * Adds typed names to the chosen labels: split on spaces or commas, an existing label
 * reused case-insensitively, a new one given a palette colour; names already chosen are skipped.
 */
export function addLabelNames(
  chosen: readonly LabelChoice[],
  text: string,
  existing: readonly Pick<Label, 'id' | 'name' | 'color'>[],
  random: () => number = Math.random,
): LabelChoice[] {
  const next = [...chosen];
  for (const name of splitLabelText(text)) {
    if (findLabelByName(next, name)) continue;
    const found = findLabelByName(existing, name);
    next.push(
      found
        ? { id: found.id, name: found.name, color: found.color }
        : { name, color: randomLabelColor(random) },
    );
  }
  return next;
}

/**
 * The labels of an entry or model body: an existing label by its id in `name` with no colour
 * (`{ name: 7, color: null }`), a new one by its text and colour (`{ name: 'food', color: '#f44336' }`).
 */
export const labelRefs = (labels: readonly LabelChoice[]): LabelRef[] =>
  labels.map((label) =>
    label.id ? { name: label.id, color: null } : { name: label.name, color: label.color },
  );

export interface LabelsFieldProps {
  id: string;
  initial?: readonly LabelChoice[];
  /** Told the labels the entry (or model) will have, the text still in the field included. */
  onChange: (labels: LabelChoice[]) => void;
}

export function LabelsField({ id, initial = [], onChange }: LabelsFieldProps) {
  const { t } = useTranslation('common');
  const labels = useLabels('all');
  const [chosen, setChosen] = useState<LabelChoice[]>([...initial]);
  const [text, setText] = useState('');
  const existing = labels.data ?? [];

  const update = (nextChosen: LabelChoice[], nextText: string) => {
    setChosen(nextChosen);
    setText(nextText);
    onChange(addLabelNames(nextChosen, nextText, existing));
  };

  return (
    <div className="bc-field">
      <label htmlFor={id}>{t('labelsField.title')}</label>
      <div className="bc-actions">
        <input
          id={id}
          type="text"
          autoComplete="off"
          value={text}
          list={`${id}-known`}
          aria-describedby={`${id}-hint`}
          onChange={(event) => update(chosen, event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              if (text.trim()) update(addLabelNames(chosen, text, existing), '');
            }
          }}
        />
        <button
          type="button"
          className="bc-button"
          disabled={text.trim() === ''}
          onClick={() => update(addLabelNames(chosen, text, existing), '')}
        >
          {t('labelsField.add')}
        </button>
      </div>
      <datalist id={`${id}-known`}>
        {existing.map((label) => (
          <option key={label.id} value={label.name} />
        ))}
      </datalist>
      <p id={`${id}-hint`} className="bc-field-hint">
        {t('labelsField.hint')}
      </p>
      {chosen.length > 0 && (
        <ul className="bc-actions" aria-label={t('labelsField.chosen')}>
          {chosen.map((label) => (
            <li key={label.name.toLowerCase()}>
              <button
                type="button"
                className="bc-label-chip"
                style={{ background: label.color }}
                aria-label={t('labelsField.remove', { name: label.name })}
                onClick={() =>
                  update(
                    chosen.filter((item) => item !== label),
                    text,
                  )
                }
              >
                {label.name} ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
