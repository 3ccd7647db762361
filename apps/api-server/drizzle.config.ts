import { defineConfig } from 'drizzle-kit';

/** `pnpm --filter @parley/api-server db:generate` writes a migration after a schema change. */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema',
  out: './src/db/migrations',
});
