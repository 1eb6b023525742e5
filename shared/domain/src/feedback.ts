/**
 * How long a toast (the message that reports an action: saved, deleted, failed, not found) stays on
 * screen. Every kind closes by itself after this time, errors included; the person can also close it.
 */
export const FLASH_TIMEOUT_MS = 2000;
