import { paths } from '@parley/api-contract';
import type { ApiRoutes } from '@parley/app-shell/testing';
import { sampleUsers } from '../testing/console-fixtures';
import { usersSearch } from '../testing/console-harness';
import type { RenderConsoleOptions } from '../testing/console-harness';
import { AccessPolicyEditScreen } from './access-policy-edit-screen';
import { AccessPolicyListScreen } from './access-policy-list-screen';
import { sampleAgents, sampleGroups, sampleRoles } from './policy-fixtures';
import { policyMessages } from './policy-messages';

/** The policy routes as the console mounts them, under their guard, for `renderConsole`. */
export const policyScreens = {
  menuPath: policyMessages.menuPath,
  pages: {
    '/chatAccessPolicy': <AccessPolicyListScreen />,
    '/chatAccessPolicy/new': <AccessPolicyEditScreen />,
    '/chatAccessPolicy/:chatAccessPolicyId/edit': <AccessPolicyEditScreen />,
  },
} satisfies Partial<RenderConsoleOptions>;

/** The lists a policy chooses from: agents, roles, directory groups, and the users search. */
export const policyChoicesApi: ApiRoutes = {
  [`GET ${paths.admin.gptSystems()}`]: { body: { items: sampleAgents } },
  [`GET ${paths.admin.userRoles()}`]: { body: { items: sampleRoles } },
  [`GET ${paths.admin.directoryGroups()}`]: { body: { items: sampleGroups } },
  [`GET ${paths.admin.users()}`]: usersSearch(sampleUsers),
};
