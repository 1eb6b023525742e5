import type { RemoteName } from '@bc/api';
import { type ModuleLoader, moduleLoader } from '@bc/ui';
import type { RemoteModule } from '@module-federation/bridge-react/base';

/**
 * What a remote's area module exports: module federation's bridge (`createBridgeComponent`), which renders
 * the area in a React root of its own inside the element the shell gives it.
 */
export interface AreaModule {
  default: RemoteModule['provider'];
  /**
   * Starts the calls a page of the area opens with, given its path under the app's basename (`/dashboard`),
   * so that they are answered while the area renders. An area may have none.
   */
  prefetchPage?: (path: string) => void;
}

const loaders = new Map<RemoteName, ModuleLoader<AreaModule>>();

/**
 * A remote's area module, fetched once whoever asks first (the area's route, or the start-up preload of a
 * linked page); the federation runtime calls (and the schemas behind them) load with the first area.
 */
export function areaModule(name: RemoteName): ModuleLoader<AreaModule> {
  let loader = loaders.get(name);
  if (!loader) {
    loader = moduleLoader(async () => (await import('./federation.ts')).loadArea<AreaModule>(name));
    loaders.set(name, loader);
  }
  return loader;
}
