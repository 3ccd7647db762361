import { resourcePaths } from '../console/console-paths';

/** The brand screens' addresses, relative to the console's basename (/admin). */
export const brandPaths = resourcePaths('/brand');
