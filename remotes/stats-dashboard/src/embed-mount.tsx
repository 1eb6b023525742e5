import { paths } from '@bc/router';
import '@bc/ui/styles.css';
import { initI18n } from '@bc/i18n';
import { type EmbedOptions, embedArea, registerAreaNamespaces } from '@bc/ui';
import { statsDashboardArea } from './area.tsx';

export async function mountStats(element: HTMLElement, options: EmbedOptions) {
  // embedArea registers the area's own namespace; the extra ones (reference) are registered here.
  await initI18n(options.language);
  registerAreaNamespaces(statsDashboardArea);
  return embedArea(element, { ...statsDashboardArea, defaultPath: paths.dashboard.getHref() }, options);
}
