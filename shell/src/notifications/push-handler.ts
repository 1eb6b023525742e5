/// <reference lib="webworker" />
// The service worker's side of Web Push: a push from the server (JSON `{uuid, title, body, url}`, already
// decrypted by the browser) is shown as a notification and announced to the open pages; a click on it
// focuses a page of the app and takes it there, or opens one.
import type { PushPayload } from '@bc/api';
import { appPath, PUSH_OPENED, PUSH_RECEIVED, type PushEventMessage } from './push-events.ts';

/** The payload if it is one of ours; the worker bundle carries no schema library. */
function payloadOf(event: PushEvent): PushPayload | null {
  try {
    const data: unknown = event.data?.json();
    if (typeof data !== 'object' || data === null) return null;
    const { uuid, title, body, url } = data as Record<string, unknown>;
    if (typeof uuid !== 'string' || typeof title !== 'string' || typeof body !== 'string') return null;
    return { uuid, title, body, url: appPath(url) };
  } catch {
    return null;
  }
}

async function appWindows(scope: ServiceWorkerGlobalScope) {
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.filter((client) => new URL(client.url).pathname.startsWith('/app'));
}

/** Adds the `push` and `notificationclick` listeners to the service worker. */
export function installPushHandler(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('push', (event) => {
    const payload = payloadOf(event);
    if (!payload) return;
    event.waitUntil(
      (async () => {
        await scope.registration.showNotification(payload.title, {
          body: payload.body,
          // One notification per message: a repeated push replaces it.
          tag: payload.uuid,
          data: { uuid: payload.uuid, url: payload.url },
        });
        const message: PushEventMessage = { type: PUSH_RECEIVED, uuid: payload.uuid };
        for (const client of await appWindows(scope)) client.postMessage(message);
      })(),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const data = (event.notification.data ?? {}) as { uuid?: unknown; url?: unknown };
    const url = appPath(data.url);
    event.waitUntil(
      (async () => {
        const [open] = await appWindows(scope);
        if (open) {
          await open.focus();
          const message: PushEventMessage = { type: PUSH_OPENED, uuid: String(data.uuid ?? ''), url };
          open.postMessage(message);
        } else {
          await scope.clients.openWindow(url);
        }
      })(),
    );
  });
}
