// The PostgreSQL store: a `pg` connection pool; any number of processes on any
// number of machines share it.
import pg from 'pg';

import type { Db, Param, Queryable } from './db';

// BIGINT (COUNT, SUM, millisecond times) and NUMERIC come back as strings by
// default; every such value here fits a double exactly.
const { INT8, NUMERIC } = pg.types.builtins;
type TypeId = Parameters<typeof pg.types.getTypeParser>[0];
type TypeParser = (value: string) => unknown;
const pgTypes: pg.CustomTypesConfig = {
  getTypeParser: (oid: TypeId, format?: 'text' | 'binary'): TypeParser =>
    oid === INT8 || oid === NUMERIC ? (value: string) => Number(value) : (pg.types.getTypeParser(oid, format) as TypeParser),
};

const placeholders = new Map<string, string>();
/** `?` → `$n` (our SQL has no `?` inside string literals). */
export function toPostgresSql(sql: string): string {
  let converted = placeholders.get(sql);
  if (converted === undefined) {
    let n = 0;
    converted = sql.replace(/\?/g, () => `$${++n}`);
    placeholders.set(sql, converted);
  }
  return converted;
}

function clientQueries(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    dialect: 'postgres',
    all: async <T>(sql: string, ...params: Param[]) => (await client.query(toPostgresSql(sql), params)).rows as T[],
    get: async <T>(sql: string, ...params: Param[]) => (await client.query(toPostgresSql(sql), params)).rows[0] as T | undefined,
    run: async (sql: string, ...params: Param[]) => ({ changes: (await client.query(toPostgresSql(sql), params)).rowCount ?? 0 }),
  };
}

export class PostgresDb implements Db {
  readonly dialect = 'postgres' as const;
  readonly description: string;
  readonly pool: pg.Pool;
  private readonly queries: Queryable;

  constructor(connectionString: string, poolSize = 10) {
    const url = new URL(connectionString);
    this.description = `postgres://${url.host}${url.pathname}`;
    this.pool = new pg.Pool({ connectionString, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000, types: pgTypes });
    // An idle connection that breaks (the server restarts) must not crash the
    // process; the next query opens a new one.
    this.pool.on('error', () => undefined);
    this.queries = clientQueries(this.pool);
  }

  all<T>(sql: string, ...params: Param[]): Promise<T[]> {
    return this.queries.all<T>(sql, ...params);
  }

  get<T>(sql: string, ...params: Param[]): Promise<T | undefined> {
    return this.queries.get<T>(sql, ...params);
  }

  run(sql: string, ...params: Param[]): Promise<{ changes: number }> {
    return this.queries.run(sql, ...params);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: unknown;
    try {
      await client.query('BEGIN');
      const value = await work(clientQueries(client));
      await client.query('COMMIT');
      return value;
    } catch (error) {
      await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
      throw error;
    } finally {
      client.release(broken instanceof Error ? broken : undefined);
    }
  }

  private ended: Promise<void> | null = null;

  close(): Promise<void> {
    this.ended ??= this.pool.end();
    return this.ended;
  }
}
