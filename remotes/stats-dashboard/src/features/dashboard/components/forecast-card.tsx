import { toCents } from '@bc/api';
import { Amount, useFormatDate, useWorkspaceCurrency } from '@bc/ui/format';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useChartAmounts } from '../../../components/chart-amounts.ts';
import { ChartCard, chartStatus } from '../../../components/chart-card.tsx';
import { ChartDataTable } from '../../../components/chart-data-table.tsx';
import { ChartFigure, LazyLineChart } from '../../../components/lazy-charts.tsx';
import { DEFAULT_FORECAST_DAYS, FORECAST_DAYS, type ForecastDays, useForecast } from '../api/get-forecast.ts';

const FORECAST_COLOR = 'var(--bc-primary)';

/** Every `step`-th day, so the axis stays readable on a phone. */
const everyNth = <T,>(items: readonly T[], step: number) => items.filter((_, index) => index % step === 0);

/**
 * The balance forecast: the total of the wallets that count, day by day for the next 30 or 90 days, with
 * its lowest point marked.
 */
export function ForecastCard() {
  const { t } = useTranslation('stats-dashboard');
  const [days, setDays] = useState<ForecastDays>(DEFAULT_FORECAST_DAYS);
  const workspaceCurrency = useWorkspaceCurrency();
  const query = useForecast(days);
  const currency = query.data?.currency.code ?? workspaceCurrency;
  const amounts = useChartAmounts(currency);
  const money = (amount: number) => <Amount key="total" cents={toCents(amount)} currency={currency} />;
  const formatDate = useFormatDate();
  const day = (date: string) => formatDate(date, 'dayMonth');
  const title = t('forecast.title');
  const points = query.data?.days.map((each) => ({ x: day(each.date), y: each.total })) ?? [];
  const lowest = points.length > 0 ? query.data?.lowest : undefined;
  return (
    <ChartCard
      id="dashboard-forecast"
      title={title}
      controls={
        <fieldset className="bc-fieldset bc-choice-group" style={{ margin: 0 }}>
          <legend className="bc-visually-hidden">{t('forecast.horizon')}</legend>
          {FORECAST_DAYS.map((option) => (
            <label key={option} className="bc-choice">
              <input
                type="radio"
                name="forecast-days"
                value={option}
                checked={days === option}
                onChange={() => setDays(option)}
              />
              {t('forecast.days', { count: option })}
            </label>
          ))}
        </fieldset>
      }
      status={chartStatus([query], () => points.length === 0)}
    >
      {lowest && (
        <p style={{ margin: '8px 0' }}>
          {t('forecast.lowest')} {money(lowest.total)} ({day(lowest.date)})
        </p>
      )}
      <ChartFigure label={title}>
        <LazyLineChart
          series={[{ id: 'total', name: t('forecast.balance'), color: FORECAST_COLOR, points }]}
          xTicks={everyNth(
            points.map((point) => point.x),
            days === 30 ? 7 : 15,
          )}
          markers={lowest ? [{ x: day(lowest.date), legend: t('forecast.lowestMarker') }] : []}
          fromZero={false}
          {...amounts}
        />
      </ChartFigure>
      <ChartDataTable
        id="dashboard-forecast"
        caption={title}
        columns={[t('columns.date'), t('forecast.balance')]}
        rows={(query.data?.days ?? []).map((each) => ({
          key: each.date,
          cells: [day(each.date), money(each.total)],
        }))}
      />
    </ChartCard>
  );
}
