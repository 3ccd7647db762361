import { createBuildErrorReporter } from '@parley/app-shell';

/**
 * The chat app's error reporter: reports go to the server's own endpoint, or to the external
 * collector `VITE_ERROR_REPORT_URL` names at build time.
 */
export const reportError = createBuildErrorReporter('chat', import.meta.env);
