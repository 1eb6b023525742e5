// The messages between pglite-database.ts (the server's thread) and pglite-worker.ts.
export type PgliteRequest =
  /** `prepared`: kept as a named statement (see Database.query). */
  | { id: number; kind: 'query'; sql: string; params: unknown[]; prepared?: string }
  | { id: number; kind: 'exec'; sql: string }
  /** A copy of the data folder as a tar (see PgliteDatabase.dumpDataDir). */
  | { id: number; kind: 'dump' }
  | { id: number; kind: 'close' };

export type PgliteError = { message: string; fields: Record<string, string | number> };

export type PgliteReply =
  | {
      id: number;
      ok: true;
      rows: unknown[];
      /** The answer to a dump, moved to the server's thread rather than copied. */
      tar?: Uint8Array;
    }
  | { id: number; ok: false; error: PgliteError };

export type PgliteStarted = { ready: true } | { ready: false; error: PgliteError };
