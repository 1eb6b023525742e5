import type { ActivityItem } from '@bc/api';
import { paths, useParams } from '@bc/router';
import { httpStatus } from '@bc/session';
import { Alert, EmptyState, Loading, QueryState, useQueryFailureText } from '@bc/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkspace } from '../../../components/get-workspace.ts';
import { SettingsPage } from '../../../components/settings-page.tsx';
import { type ActivityFilters as Filters, NO_ACTIVITY_FILTERS, useActivity } from '../api/get-activity.ts';
import { ActivityFilters } from '../components/activity-filters.tsx';
import { ActivityList } from '../components/activity-list.tsx';
import { ActivityPager } from '../components/activity-pager.tsx';
import '../activity.css';

/**
 * /settings/workspace/activity/:id: who added, changed or deleted what in a workspace, newest first, by member,
 * kind and days, a page at a time. Owners and editors only: a viewer is told so.
 */
export function ActivityPage() {
  const { t } = useTranslation('settings');
  const { id = '' } = useParams();
  const workspace = useWorkspace(id);
  const [filters, setFilters] = useState<Filters>(NO_ACTIVITY_FILTERS);
  const [page, setPage] = useState(1);
  const listTop = useRef<HTMLHeadingElement>(null);
  const rangeError =
    filters.from && filters.to && filters.from > filters.to ? t('activity.filters.rangeError') : null;
  const viewer = workspace.data?.workspace.role === 'viewer';
  // A viewer's record is refused: it is not asked for, nor before the member's role is known.
  const activity = useActivity(id, page, filters, workspace.isSuccess && !viewer && rangeError === null);
  const failure = useQueryFailureText();

  const filter = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };
  const turnTo = (next: number) => {
    setPage(next);
    listTop.current?.focus();
  };
  const historyOf = (item: ActivityItem) => {
    filter({ ...NO_ACTIVITY_FILTERS, kind: item.object.type, object: item.object.uuid });
    listTop.current?.focus();
  };

  const status = httpStatus(activity.error);
  const body = () => {
    if (viewer || status === 403) return <Alert tone="warning">{t('activity.forbidden')}</Alert>;
    if (status === 404) return <Alert tone="error">{t('activity.notFound')}</Alert>;
    if (rangeError) return null;
    if (activity.isError) return <Alert tone="error">{failure}</Alert>;
    if (activity.isPending) return <Loading />;
    const { data, current_page, last_page } = activity.data;
    if (data.length === 0) {
      const filtered = Object.values(filters).some(Boolean);
      return <EmptyState message={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')} />;
    }
    return (
      <>
        <ActivityList items={data} onHistory={filters.object ? undefined : historyOf} />
        <ActivityPager page={current_page} lastPage={last_page} onPage={turnTo} />
      </>
    );
  };

  return (
    <SettingsPage
      title={t('activity.title')}
      back={{ to: paths.settings.workspaceEdit.getHref({ id }), label: t('activity.back') }}
    >
      <QueryState query={workspace}>
        {(detail) => (
          <div className="bc-activity">
            <p className="bc-muted">{t('activity.intro', { name: detail.workspace.name })}</p>
            {!viewer && (
              <ActivityFilters
                members={detail.workspace.users}
                value={filters}
                onChange={filter}
                rangeError={rangeError}
              />
            )}
            <h2 ref={listTop} tabIndex={-1} className="bc-activity-heading">
              {t('activity.listLabel')}
            </h2>
            {filters.object && (
              <div className="bc-actions">
                <span>{t('activity.oneHistory')}</span>
                <button
                  type="button"
                  className="bc-button"
                  onClick={() => filter({ ...filters, object: '' })}
                >
                  {t('activity.allHistory')}
                </button>
              </div>
            )}
            <div aria-busy={activity.isFetching}>{body()}</div>
          </div>
        )}
      </QueryState>
    </SettingsPage>
  );
}
