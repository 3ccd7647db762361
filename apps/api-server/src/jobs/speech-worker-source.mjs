// The speech worker when the server runs from its TypeScript sources (the tests, `pnpm dev`):
// a worker thread does not inherit the loader that runs TypeScript, so it registers tsx itself.
import { register } from 'tsx/esm/api';

register();
await import('./speech-worker.ts');
