import path from 'node:path';
import type { Configuration } from '@rspack/core';
import { type BuildArgv, createAppConfig } from '../../rspack.base.ts';

const base = createAppConfig({
  dir: import.meta.dirname,
  name: 'stats_dashboard',
  port: 3003,
  exposes: { './app': './src/app.tsx' },
  stableEntries: { embed: './src/embed.ts' },
});

// The subpaths of @bc/ui (account, ledger, reference-data, stats) are barrels of queries and fields whose
// modules do nothing when loaded: flagged so, an area that takes one query from a barrel does not carry the
// labels field and the wallets, labels and models queries along with it.
const SIDE_EFFECT_FREE = /shared[\\/]ui[\\/]src[\\/](account|ledger|reference-data|stats)[\\/][^\\/]+\.tsx?$/;

// nivo's named d3 colour schemes, which our charts never use (see the module aliased in).
const NO_COLOR_SCHEMES = path.join(import.meta.dirname, 'src/components/charts/unbundled-color-schemes.ts');

export default (env: unknown, argv: BuildArgv = {}): Configuration => {
  const config = base(env, argv);
  const rules = [...(config.module?.rules ?? []), { test: SIDE_EFFECT_FREE, sideEffects: false }];
  const alias = {
    ...(config.resolve?.alias as Record<string, string>),
    'd3-scale-chromatic$': NO_COLOR_SCHEMES,
  };
  return { ...config, module: { ...config.module, rules }, resolve: { ...config.resolve, alias } };
};
