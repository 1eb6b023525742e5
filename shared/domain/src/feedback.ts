/**
 * How long a toast (the message that reports an action: saved, deleted, failed, not found) stays on
 * screen. Every kind closes by itself after this time, errors included; the person can also close it.
 */
export const FLASH_TIMEOUT_MS = 2000;

/**
 * How long a toast that offers to take its action back (Undo) stays: long enough to read it and reach the
 * button with a thumb, short enough not to sit over the next entry.
 */
export const UNDO_TIMEOUT_MS = 6000;
