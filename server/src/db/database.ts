import type { DatabaseKind } from '@bc/api';

export type QueryOptions = {
  /**
   * A name for a statement whose best plan does not depend on its parameters (a read by ids); PostgreSQL
   * then keeps it prepared per connection and stops planning it on every call. Outside a transaction, such
   * statements of the same turn of the event loop share a connection, one after the other: it must be short.
   */
  prepared?: string;
  /**
   * The transaction's last statement: on PostgreSQL its COMMIT leaves with it instead of a round trip after
   * it, so the transaction commits if the statement succeeds. Nothing may run or throw after it in the
   * transaction; a transaction joined by an outer one ignores it (the outer one commits), and so does a
   * statement outside a transaction.
   */
  last?: boolean;
};

/**
 * What services see: PostgreSQL SQL with $1..$n parameters, rows as plain objects. Statements a transaction
 * sends in one tick, without awaiting each other, leave together and run one after the other in that order.
 */
export interface Queryable {
  query<T>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<T[]>;
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
