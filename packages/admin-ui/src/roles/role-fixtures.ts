import type { Role } from '@parley/api-contract';
import { administratorRole, editorsRole, staffRole } from '../testing/console-fixtures';

/** The roles list of the role screens' tests and stories: two built in, one custom. */
export const sampleRoles: readonly Role[] = [staffRole, administratorRole, editorsRole];
