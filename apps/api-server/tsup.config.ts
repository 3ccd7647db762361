import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  // The library files' reader and the speech synthesiser run in worker threads of their own
  // modules (jobs/request-thread.ts).
  entry: {
    index: 'src/index.ts',
    'extraction-worker': 'src/jobs/extraction-worker.ts',
    'speech-worker': 'src/jobs/speech-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The migrator reads the committed SQL next to the bundle (see src/db/database.ts).
  onSuccess: async () => {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
