import { useTranslation } from 'react-i18next';
import { CSV_DELIMITERS, type CsvDelimiter } from '../csv.ts';
import { DATE_FORMATS, type DateFormat } from '../normalise-rows.ts';

export const AUTO_DATE_FORMAT = 'auto';

export interface ReadSettings {
  delimiter: CsvDelimiter;
  hasHeader: boolean;
  dateFormat: DateFormat | typeof AUTO_DATE_FORMAT;
}

const DELIMITER_NAMES: Record<CsvDelimiter, 'comma' | 'semicolon' | 'tab'> = {
  ',': 'comma',
  ';': 'semicolon',
  '\t': 'tab',
};

export interface ReadSettingsFieldsProps {
  fileName: string;
  settings: ReadSettings;
  /** The format every date of the file fits, shown beside "automatic". */
  detectedDateFormat: DateFormat | null;
  onChange: (settings: Partial<ReadSettings>) => void;
}

/** How the file is read: the delimiter (detected), the date format (detected unless chosen), a header row. */
export function ReadSettingsFields({
  fileName,
  settings,
  detectedDateFormat,
  onChange,
}: ReadSettingsFieldsProps) {
  const { t } = useTranslation('entries');
  return (
    <fieldset className="bc-fieldset">
      <legend>{t('import.settings', { file: fileName })}</legend>
      <div className="bc-grid">
        <div className="bc-field">
          <label htmlFor="import-delimiter">{t('import.delimiter')}</label>
          <select
            id="import-delimiter"
            value={settings.delimiter}
            onChange={(event) =>
              onChange({
                delimiter: CSV_DELIMITERS.find((delimiter) => delimiter === event.target.value) ?? ',',
              })
            }
          >
            {CSV_DELIMITERS.map((delimiter) => (
              <option key={delimiter} value={delimiter}>
                {t(`import.delimiters.${DELIMITER_NAMES[delimiter]}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bc-field">
          <label htmlFor="import-date-format">{t('import.dateFormat')}</label>
          <select
            id="import-date-format"
            value={settings.dateFormat}
            onChange={(event) =>
              onChange({
                dateFormat: DATE_FORMATS.find((format) => format === event.target.value) ?? AUTO_DATE_FORMAT,
              })
            }
          >
            <option value={AUTO_DATE_FORMAT}>
              {detectedDateFormat
                ? t('import.dateAuto', { format: detectedDateFormat })
                : t('import.dateAutoNone')}
            </option>
            {DATE_FORMATS.map((format) => (
              <option key={format} value={format}>
                {format}
              </option>
            ))}
          </select>
        </div>
        <label className="bc-choice">
          <input
            type="checkbox"
            checked={settings.hasHeader}
            onChange={(event) => onChange({ hasHeader: event.target.checked })}
          />
          {t('import.hasHeader')}
        </label>
      </div>
    </fieldset>
  );
}
