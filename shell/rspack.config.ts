import { createAppConfig } from '../rspack.base.ts';

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'shell',
  port: 3000,
  publicPath: '/app/',
  // In production the API server generates remotes.json from its environment; the dev server
  // points at each remote's own dev server.
  devRoutes: {
    '/app/remotes.json': {
      entries: 'http://127.0.0.1:3001/mf-manifest.json',
      'budgets-goals': 'http://127.0.0.1:3002/mf-manifest.json',
      'stats-dashboard': 'http://127.0.0.1:3003/mf-manifest.json',
      settings: 'http://127.0.0.1:3004/mf-manifest.json',
    },
  },
});
