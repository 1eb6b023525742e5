// What the service worker tells the open pages of the app about pushes (postMessage `data.type`).

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
    : '/app/dashboard';
}
