import { Badge, DataList, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { AdminUser } from '@parley/api-contract';
import type { ReactNode } from 'react';
import { UserSummary } from './user-summary';

export interface UserProfileProps {
  user: AdminUser;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

const allowedOrBlocked = (banned: boolean) => (banned ? 'Blocked' : 'Allowed');

/**
 * One user, read-only: who they are (from sign-in), their roles, and whether they may create and
 * share personal agents.
 */
export function UserProfile({ user }: UserProfileProps) {
  return (
    <Stack gap="8">
      <Section id="user-profile-account" title="Account">
        <UserSummary user={user} />
      </Section>
      <Section id="user-profile-roles" title="Roles">
        {user.roles.length > 0 ? (
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
            {user.roles.map((role) => (
              <li key={role.userRoleId}>
                <Badge colorPalette="brand" variant="subtle" size="lg">
                  {role.name}
                </Badge>
              </li>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">No roles: they can sign in, but do nothing.</Text>
        )}
      </Section>
      <Section id="user-profile-agents" title="Personal agents">
        <DataList.Root orientation="horizontal" size="md">
          <DataList.Item>
            <DataList.ItemLabel>Creating agents</DataList.ItemLabel>
            <DataList.ItemValue>
              {allowedOrBlocked(user.isBannedFromCreatingAgents)}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Sharing agents</DataList.ItemLabel>
            <DataList.ItemValue>
              {allowedOrBlocked(user.isBannedFromSharingAgents)}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Section>
    </Stack>
  );
}
