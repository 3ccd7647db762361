import { resourcePaths } from '../console/console-paths';

/** The policy screens' addresses, relative to the console's basename (/admin). */
export const policyPaths = resourcePaths('/chatAccessPolicy');
