// The one throw-away PostgreSQL cluster of the repository, shared with the benches.
export { postgresBinDir, startPostgresCluster } from '../../../../tooling/postgres-cluster.mjs';
export type { PostgresCluster } from '../../../../tooling/postgres-cluster.mjs';
