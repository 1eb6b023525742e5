import { useTranslation } from 'react-i18next';
import type { CsvRecord } from '../csv.ts';

export const PREVIEW_ROWS = 5;

export interface CsvPreviewProps {
  columns: readonly string[];
  records: readonly CsvRecord[];
}

/** The first rows of the file under the detected columns, as read with the current settings. */
export function CsvPreview({ columns, records }: CsvPreviewProps) {
  const { t } = useTranslation('entries');
  return (
    // The scroll box is the form's grid item itself, so a wide file scrolls instead of widening the page.
    <>
      <h3 id="import-preview-title">{t('import.preview')}</h3>
      <section className="bc-table-scroll" aria-labelledby="import-preview-title">
        <table className="bc-table">
          <caption>{t('import.previewCaption', { count: records.length })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('import.line')}</th>
              {columns.map((column, index) => (
                <th key={index} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {records.slice(0, PREVIEW_ROWS).map((record) => (
              <tr key={record.line}>
                <td>{record.line}</td>
                {columns.map((_, index) => (
                  <td key={index}>{record.fields[index] ?? ''}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
