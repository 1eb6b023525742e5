import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page n of m" (pages start at 1). */
export function Pagination({ page, lastPage, onPage }: PaginationProps) {
  const { t } = useTranslation('entries');
  if (lastPage <= 1) return null;
  return (
    <nav className="bc-pagination" aria-label={t('list.pagination')}>
      <button type="button" className="bc-button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </button>
      <span aria-live="polite">{t('list.page', { page, last: lastPage })}</span>
      <button
        type="button"
        className="bc-button"
        disabled={page >= lastPage}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}
