import type { ChatAccessPolicy } from '@parley/api-contract';
import { policyMessages } from './policy-messages';

/** How many names a list cell shows before it says how many more there are. */
export const NAMES_SHOWN = 3;

/** "Finance, Legal, Sales and 2 more": a list cell stays one or two lines however long the list. */
export function summariseNames(names: readonly string[], shown: number = NAMES_SHOWN): string {
  if (names.length <= shown) return names.join(', ');
  return `${names.slice(0, shown).join(', ')} ${policyMessages.andMore(names.length - shown)}`;
}

/** The agents a policy covers, as the list shows them. */
export function agentsSummary(policy: Pick<ChatAccessPolicy, 'allAgents' | 'gptSystems'>): string {
  return policy.allAgents
    ? policyMessages.allAgents
    : summariseNames(policy.gptSystems.map((agent) => agent.name));
}

/** Who a policy grants its agents to, one line per kind that it names ("Roles: Staff"). */
export function whoSummary(
  policy: Pick<ChatAccessPolicy, 'userRoles' | 'groups' | 'users'>,
): { kind: string; names: string }[] {
  const kinds = [
    { kind: policyMessages.rolesPrefix, names: policy.userRoles.map((role) => role.name) },
    { kind: policyMessages.groupsPrefix, names: policy.groups.map((group) => group.displayName) },
    { kind: policyMessages.usersPrefix, names: policy.users.map((user) => user.displayName) },
  ];
  return kinds
    .filter(({ names }) => names.length > 0)
    .map(({ kind, names }) => ({ kind, names: summariseNames(names) }));
}

/** The brand a policy holds on. */
export function brandSummary(policy: Pick<ChatAccessPolicy, 'brandKey'>): string {
  return policy.brandKey ?? policyMessages.allBrands;
}
