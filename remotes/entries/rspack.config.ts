import { createAppConfig } from '../../rspack.base.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'entries',
  port: 3001,
  exposes: { './app': './src/app.tsx' },
});
