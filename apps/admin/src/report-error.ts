import { createBuildErrorReporter } from '@parley/app-shell';

/**
 * The console's error reporter: reports go to the server's own endpoint, or to the external
 * collector `VITE_ERROR_REPORT_URL` names at build time.
 */
export const reportError = createBuildErrorReporter('admin', import.meta.env);
