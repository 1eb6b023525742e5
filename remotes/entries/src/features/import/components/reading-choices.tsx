import { BANK_FILE_FORMATS, type BankFileFormat } from '@bc/api';
import { Field } from '@bc/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AUTO, COMMON_ENCODINGS, type ReadChoices } from '../read-choices.ts';

export interface ReadingChoicesProps {
  choices: ReadChoices;
  /** What the server found (or was told) in its last answer; null before one. */
  found: { format: BankFileFormat; encoding: string } | null;
  onChange: (choice: Pick<ReadChoices, 'format' | 'encoding'>) => void;
  disabled?: boolean;
}

/** A format as files and banks name it: "OFX", "CAMT.053", "MT940". */
export const formatName = (format: BankFileFormat): string => format.toUpperCase();

/**
 * The format and encoding the file is read with: found by the server unless the person chooses one (a CSV
 * that came out garbled was another encoding; a file the server took for another format).
 */
export function ReadingChoices({ choices, found, onChange, disabled = false }: ReadingChoicesProps) {
  const { t } = useTranslation('entries');
  const id = useId();
  const automatic = (value: string | undefined) =>
    value ? t('import.reading.automaticFound', { value }) : t('import.reading.automatic');
  return (
    <div className="bc-grid bc-grid-compact bc-import-reading">
      <Field id={`${id}-format`} label={t('import.reading.format')}>
        <select
          value={choices.format}
          disabled={disabled}
          onChange={(event) =>
            onChange({ format: event.target.value as ReadChoices['format'], encoding: choices.encoding })
          }
        >
          <option value={AUTO}>{automatic(found ? formatName(found.format) : undefined)}</option>
          {BANK_FILE_FORMATS.map((format) => (
            <option key={format} value={format}>
              {formatName(format)}
            </option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-encoding`} label={t('import.reading.encoding')}>
        <select
          value={choices.encoding}
          disabled={disabled}
          onChange={(event) => onChange({ format: choices.format, encoding: event.target.value })}
        >
          <option value={AUTO}>{automatic(found?.encoding)}</option>
          {COMMON_ENCODINGS.map((encoding) => (
            <option key={encoding} value={encoding}>
              {encoding}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
