import { createAppConfig } from '../../rspack.base.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'settings',
  port: 3004,
  exposes: { './app': './src/app.tsx' },
});
