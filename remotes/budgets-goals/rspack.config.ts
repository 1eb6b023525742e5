import { createAppConfig } from '../../rspack.base.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'budgets_goals',
  port: 3002,
  exposes: { './app': './src/app.tsx' },
});
