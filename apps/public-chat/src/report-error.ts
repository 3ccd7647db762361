import { createBuildErrorReporter } from '@parley/app-shell';

/**
 * The public chat's error reporter (the widget's frame too): a visitor reports anonymously to the
 * server's own endpoint, or to the external collector `VITE_ERROR_REPORT_URL` names at build time.
 */
export const reportError = createBuildErrorReporter('public-chat', import.meta.env);
