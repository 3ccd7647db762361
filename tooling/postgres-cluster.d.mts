/** Debian's PostgreSQL 15 binaries (`PARLEY_POSTGRES_BIN` overrides). */
export declare const postgresBinDir: string;

export interface PostgresCluster {
  /** A connection string for the `postgres` superuser, database `postgres`. */
  url: string;
  urlFor(database: string): string;
  stop(): void;
}

/** Starts a throw-away cluster on a free loopback port; `stop()` removes it. */
export declare function startPostgresCluster(): Promise<PostgresCluster>;
