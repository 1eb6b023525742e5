import { createAppConfig } from '../../rspack.base.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'stats_dashboard',
  port: 3003,
  exposes: { './app': './src/app.tsx' },
  stableEntries: { embed: './src/embed.ts' },
});
