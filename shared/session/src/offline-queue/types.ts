/** Wallet id -> cents: how a write moves each wallet's balance. */
export type WalletCents = Record<string, number>;

/** A write of an entry waiting for the server (or refused by it), as kept in IndexedDB. */
export interface OfflineWrite {
  /** Its place in the queue (IndexedDB's auto-increment); absent until stored. */
  seq?: number;
  /** The Idempotency-Key it is sent with, every time: the server writes it once. */
  key: string;
  /** The user who wrote it (the access token's subject): only they see it and only their session sends it. */
  user: string | null;
  /** The workspace it was written in (X-WS). */
  workspace: string | null;
  method: 'POST' | 'PUT' | 'DELETE';
  /** Relative to the API base, e.g. `api/entry/expense`. */
  path: string;
  body: unknown;
  /** The entry's uuid: the server's, or a local one (`offline-…`) for an entry created offline. */
  target: string;
  /** How lists show the entry meanwhile (the caller's shape); null for a delete. */
  preview: unknown;
  /** The pending move of each wallet's balance (the new state's effect less the old one's). */
  walletCents: WalletCents;
  queuedAt: number;
  /** Set when the server refused it on replay: kept and shown until dismissed. */
  failure: { status: number; message: string; fields?: Record<string, string> } | null;
}

/** A write as a screen asks for it. */
export interface WriteRequest {
  method: OfflineWrite['method'];
  path: string;
  body?: unknown;
  target: string;
  preview: unknown;
  /** The balance effect of the entry as written ({} for a delete). */
  effect: WalletCents;
  /** The balance effect of the entry as it was before ({} for a create). */
  previous: WalletCents;
  /** For a PUT: where the same body creates the entry, used when the entry is still only queued. */
  createPath?: string;
}

/** What the queue needs from the HTTP client: one request with its key, the status and parsed body back. */
export type SendWrite = (
  write: Pick<OfflineWrite, 'key' | 'workspace' | 'method' | 'path' | 'body'>,
) => Promise<{ status: number; body: unknown }>;
