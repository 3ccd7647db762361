import { resourcePaths } from '../console/console-paths';

/** The role screens' addresses, relative to the console's basename (/admin). */
export const rolePaths = resourcePaths('/userRole');
