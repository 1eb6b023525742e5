import { Pagination as Pages } from '@bc/ui';
import { useTranslation } from 'react-i18next';

export interface PaginationProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Previous / next with "page n of m" (pages start at 1). */
export function Pagination({ page, lastPage, onPage }: PaginationProps) {
  const { t } = useTranslation('entries');
  return (
    <Pages
      page={page}
      lastPage={lastPage}
      onPage={onPage}
      labels={{
        pages: t('list.pagination'),
        previous: t('list.previous'),
        next: t('list.next'),
        status: t('list.page', { page, last: lastPage }),
      }}
    />
  );
}
