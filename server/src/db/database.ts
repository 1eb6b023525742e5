import type { DatabaseKind } from '@bc/api';

/** What services see: PostgreSQL SQL with $1..$n parameters, rows as plain objects. */
export interface Queryable {
  /**
   * `prepared`: a name for a statement whose best plan does not depend on its parameters (a read by ids);
   * PostgreSQL then keeps it prepared per connection and stops planning it on every call.
   */
  query<T>(sql: string, params?: readonly unknown[], options?: { prepared?: string }): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: DatabaseKind;
  /**
   * Commits when `fn` resolves, rolls back when it throws. On PostgreSQL a transaction that fails with a
   * deadlock or a serialization failure runs again (a few times): `fn` must have no effect outside it.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
