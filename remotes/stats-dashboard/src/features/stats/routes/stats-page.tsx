import type { StatsTableRow } from '@bc/api';
import { Link } from '@bc/router';
import { Alert, Loading, PageHeader, useReferenceNames } from '@bc/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComparisonTable, comparisonRows } from '../../../components/comparison-table.tsx';
import { YearSelect } from '../../../components/year-select.tsx';
import { paths } from '../../../paths.ts';
import { yearRange } from '../../../utils/date-range.ts';
import { rangeBody, useStatsEntries } from '../api/get-stats-entries.ts';
import { useStatsMenu } from '../stats-menu.ts';

const TYPES = ['incoming', 'expenses'] as const;

/**
 * /stats: the yearly summary of incoming and of expenses by sub-category against the year before, each with
 * its TOTAL row; fetched again when the year changes.
 */
export function StatsPage() {
  const { t } = useTranslation('stats-dashboard');
  const { t: tc } = useTranslation('common');
  const names = useReferenceNames();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const range = yearRange(year);
  const query = useStatsEntries(rangeBody(range));
  const columns = [
    t('columns.name'),
    t('columns.amount'),
    t('columns.amountBefore'),
    t('columns.bounceRate'),
  ] as const;
  const rowsOf = (type: StatsTableRow['type']) =>
    comparisonRows(names, query.data?.rows.filter((row) => row.type === type) ?? []);
  return (
    <>
      <PageHeader title={t('stats.title')} menu={useStatsMenu()} />
      <div className="bc-toolbar">
        <YearSelect id="stats-year" value={year} onChange={setYear} />
      </div>
      {query.isError && <Alert tone="error">{tc('errors.generic')}</Alert>}
      <div className="bc-grid bc-grid-wide">
        {TYPES.map((type) => (
          <section
            key={type}
            className="bc-card"
            aria-labelledby={`stats-${type}-title`}
            style={{ minWidth: 0 }}
          >
            <h2 id={`stats-${type}-title`}>{t(`stats.${type}`)}</h2>
            {query.isPending ? (
              <Loading />
            ) : (
              <ComparisonTable
                caption={t(`stats.${type}`)}
                columns={columns}
                rows={rowsOf(type)}
                side={type}
                withTotal
              />
            )}
            <p style={{ margin: '8px 0 0' }}>
              <Link to={paths.seeAll.getHref(type, range)}>{t('dashboard.seeAll')}</Link>
            </p>
          </section>
        ))}
      </div>
    </>
  );
}
