import { Navigate, useParams, useSearchParams } from '@bc/router';
import { PageHeader, QueryState, useReferenceNames } from '@bc/ui';
import { useTranslation } from 'react-i18next';
import { ComparisonTable, comparisonRows } from '../../../components/comparison-table.tsx';
import { DateRangeFilter, useRangeProblem } from '../../../components/date-range-fields.tsx';
import { paths } from '../../../paths.ts';
import { currentMonthRange, type DateRange } from '../../../utils/date-range.ts';
import { rangeBody, useStatsEntries } from '../api/get-stats-entries.ts';
import { useStatsMenu } from '../stats-menu.ts';

const LISTED_TYPES = ['expenses', 'incoming'] as const;

/** The range of the page's query (`start`, `end`), or the current month when it is missing or not valid. */
function useRangeParam(): [DateRange, (range: DateRange) => void] {
  const [params, setParams] = useSearchParams();
  const rangeProblem = useRangeProblem();
  const asked = { start: params.get('start') ?? '', end: params.get('end') ?? '' };
  const range = rangeProblem(asked) === null ? asked : currentMonthRange(new Date());
  return [range, (next) => setParams({ start: next.start, end: next.end }, { replace: true })];
}

/**
 * /see_all/:type: every sub-category of one side of the ledger (expenses or incoming) for a range, against the
 * range of the same length before it, with the total; the dashboard's "See all" opens it on its range.
 */
export function SeeAllPage() {
  const { type } = useParams();
  const listed = LISTED_TYPES.find((known) => known === type);
  if (!listed) return <Navigate to={paths.dashboard.getHref()} replace />;
  return <SeeAll type={listed} />;
}

function SeeAll({ type }: { type: (typeof LISTED_TYPES)[number] }) {
  const { t } = useTranslation('stats-dashboard');
  const names = useReferenceNames();
  const [range, setRange] = useRangeParam();
  const query = useStatsEntries(rangeBody(range, [type]));
  const title = t(`seeAll.title.${type}`);
  return (
    <>
      <PageHeader title={title} menu={useStatsMenu()} />
      <form
        className="bc-card bc-form"
        aria-label={t('dashboard.filter')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="bc-grid bc-grid-compact">
          <DateRangeFilter idPrefix="see-all-range" value={range} onApply={setRange} />
        </div>
      </form>
      <section className="bc-card" aria-label={title} style={{ minWidth: 0 }}>
        <QueryState query={query}>
          {(data) => (
            <ComparisonTable
              caption={title}
              rows={comparisonRows(
                names,
                data.rows.filter((row) => row.type === type && row.amount !== 0),
              )}
              side={type}
              withTotal
            />
          )}
        </QueryState>
      </section>
    </>
  );
}
