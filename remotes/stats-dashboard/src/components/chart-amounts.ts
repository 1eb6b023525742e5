import { toCents } from '@bc/api';
import { useHideAmounts } from '@bc/session';
import { useAmountFormat } from '@bc/ui/format';
import type { ChartAmounts } from './charts/chart-types.ts';

/** How a chart writes its amounts (axes, tooltips) in `currency`, and whether they are hidden. */
export function useChartAmounts(currency: string): ChartAmounts {
  const [amountsHidden] = useHideAmounts();
  const format = useAmountFormat(currency);
  return { formatValue: (value) => format(toCents(value)), amountsHidden };
}
