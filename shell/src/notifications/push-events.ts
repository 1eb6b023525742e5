// What the service worker tells the open pages of the app about pushes (postMessage `data.type`).
// The registry of paths comes without the router: the service worker has no use for react-router.
import { paths } from '@bc/router/paths';
import { APP_BASENAME } from '../paths.ts';

/** A push arrived (its notification is shown): the pages refresh their last message. */
export const PUSH_RECEIVED = 'bc-push-received';
/** The person clicked a push's notification and this page was focused: it goes where the push leads. */
export const PUSH_OPENED = 'bc-push-opened';

export type PushEventMessage =
  | { type: typeof PUSH_RECEIVED; uuid: string }
  | { type: typeof PUSH_OPENED; uuid: string; url: string };

/** Where a push may lead: a path of the app on this origin; anything else goes to the dashboard. */
export function appPath(url: unknown): string {
  return typeof url === 'string' && /^\/app\/[^\\]*$/.test(url) && !url.startsWith('/app//')
    ? url
    : `${APP_BASENAME}${paths.dashboard.getHref()}`;
}
