import { createErrorReporter } from '@parley/app-shell';

/** The console's reporter; `VITE_ERROR_REPORT_URL` at build time points it at a reporting endpoint. */
export const reportError = createErrorReporter({
  endpoint: import.meta.env.VITE_ERROR_REPORT_URL as string | undefined,
});
