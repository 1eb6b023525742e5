// This browser's Web Push subscription. Subscribing needs the permission to notify, the shell's service
// worker (it shows what arrives) and the browser's push service; each missing piece has its own state.
import { pushSubscriptionSchema } from '@bc/api';
import { removeSubscription, saveSubscription } from './api/save-subscription.ts';

export type PushState =
  /** No Notification, service worker or PushManager here (an old browser, an insecure origin). */
  | 'unsupported'
  /** The person refused notifications to this site: only the browser's settings can change it. */
  | 'blocked'
  | 'off'
  | 'on';

/** Why turning push on failed (permission not granted; token not available). */
export class PushSetupError extends Error {
  readonly reason: 'permission' | 'token';

  constructor(reason: 'permission' | 'token') {
    super(reason === 'permission' ? 'Notification permission not granted' : 'Token not available');
    this.reason = reason;
  }
}

// `serviceWorker.ready` never settles on a page without a worker: how long to wait for one.
const WORKER_WAIT_MS = 5_000;

const supported = () =>
  typeof window !== 'undefined' &&
  'Notification' in window &&
  'serviceWorker' in navigator &&
  'PushManager' in window;

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!supported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const none = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, none]);
  } finally {
    clearTimeout(timer);
  }
}

async function currentSubscription(): Promise<PushSubscription | null> {
  return (await registration())?.pushManager.getSubscription() ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!supported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  if (Notification.permission !== 'granted') return 'off';
  return (await currentSubscription()) ? 'on' : 'off';
}

/** The base64url text of a VAPID public key as the bytes `applicationServerKey` wants. */
export function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replaceAll('-', '+').replaceAll('_', '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const current = subscription.options.applicationServerKey;
  return current !== null && new Uint8Array(current).every((byte, index) => byte === key[index]);
};

/**
 * Asks the permission (this must follow a click), subscribes this browser with the server's key and
 * hands the subscription to the server. A subscription made for another key is replaced.
 */
export async function turnPushOn(vapidPublicKey: string): Promise<void> {
  if (!supported()) throw new PushSetupError('token');
  if ((await Notification.requestPermission()) !== 'granted') throw new PushSetupError('permission');
  const worker = await registration();
  if (!worker) throw new PushSetupError('token');
  const key = keyBytes(vapidPublicKey);
  let subscription = await worker.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await worker.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // No push service for this browser (blocked, offline, or none configured).
    throw new PushSetupError('token');
  }
  await saveSubscription(pushSubscriptionSchema.parse(subscription.toJSON()));
}

/** The server forgets this browser, then the browser drops the subscription. */
export async function turnPushOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  await removeSubscription(subscription.endpoint);
  await subscription.unsubscribe();
}
