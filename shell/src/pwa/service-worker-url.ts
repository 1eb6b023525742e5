/** /app/sw.js is served with Service-Worker-Allowed: /app, so the worker also answers /app itself. */
export const SERVICE_WORKER_URL = '/app/sw.js';
export const SERVICE_WORKER_SCOPE = '/app';
