import { initI18n, type Language, registerLazyNamespace, registerNamespace } from '@bc/i18n';
import { MemoryRouter } from '@bc/router';
import { configureHttp } from '@bc/session';
import { createRoot } from 'react-dom/client';
import type { AreaDefinition } from './area-app.tsx';
import { AreaRoot } from './area-root.tsx';

export interface EmbedOptions {
  /** Origin of the Budget Control API, e.g. `https://budget.example.com`. */
  apiBase: string;
  /** An access token of the user whose data the embed shows (Authorization: Bearer). */
  token: string;
  /**
   * The session token (X-BC-Token): the `token` GET /api/auth/user-info answers. A user-info call the
   * area makes replaces it, in memory only.
   */
  sessionToken?: string;
  /** The workspace uuid (X-WS): the `current_ws` of that user-info. */
  workspace?: string;
  /** The page of the area to show, e.g. `/dashboard` (the default of each area). */
  path?: string;
  language?: Language;
}

export interface EmbeddedArea {
  unmount(): void;
}

/**
 * Mounts an area into a DOM node of any page, on any origin. The area keeps its own in-memory
 * router (the host page's URL is not ours) and its credentials stay in memory.
 */
export async function embedArea(
  element: HTMLElement,
  area: AreaDefinition & { defaultPath: string },
  options: EmbedOptions,
): Promise<EmbeddedArea> {
  if (!options.apiBase || !options.token) throw new Error('embed needs apiBase and token');
  await initI18n(options.language);
  await registerLazyNamespace('common');
  registerNamespace(area.namespace, area.resources);
  configureHttp({
    apiBase: options.apiBase,
    embedCredentials: {
      token: options.token,
      sessionToken: options.sessionToken,
      workspace: options.workspace,
    },
  });
  const root = createRoot(element);
  root.render(
    <AreaRoot>
      <MemoryRouter initialEntries={[options.path ?? area.defaultPath]}>{area.routes}</MemoryRouter>
    </AreaRoot>,
  );
  return { unmount: () => root.unmount() };
}
