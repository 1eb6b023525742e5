import { Pagination } from '@bc/ui';
import { useTranslation } from 'react-i18next';

export interface ActivityPagerProps {
  page: number;
  lastPage: number;
  onPage: (page: number) => void;
}

/** Newer and older pages of the record, with "page n of m". */
export function ActivityPager({ page, lastPage, onPage }: ActivityPagerProps) {
  const { t } = useTranslation('settings');
  return (
    <Pagination
      page={page}
      lastPage={lastPage}
      onPage={onPage}
      labels={{
        pages: t('activity.pages'),
        previous: t('activity.newer'),
        next: t('activity.older'),
        status: t('activity.page', { page, last: lastPage }),
      }}
    />
  );
}
