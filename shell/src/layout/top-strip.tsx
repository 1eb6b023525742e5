import { useTranslation } from 'react-i18next';

/**
 * The strip above every signed-in page where wallet cards and summary cards live. They arrive with
 * the ledger; until then the strip holds its place in the layout and says so to screen readers.
 */
export function TopStrip() {
  const { t } = useTranslation('shell');
  return <section className="bc-top-strip" aria-label={t('topStrip')} />;
}
