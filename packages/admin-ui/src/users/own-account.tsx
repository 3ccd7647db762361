import { Badge, Code, DataList, Heading, List, Stack, Text, Wrap } from '@chakra-ui/react';
import type { CurrentUserDetails, UserRole } from '@parley/api-contract';
import type { ReactNode } from 'react';
import { useId, useMemo } from 'react';
import { grantedAreas } from './action-labels';
import type { GrantedArea } from './action-labels';

export const ownAccountMessages = {
  roles: 'Your roles',
  noRoles: 'You hold no roles.',
  allows: 'What your roles allow',
  allowsNothing: 'Your roles allow nothing yet. Ask an administrator for a role.',
} as const;

export interface OwnAccountProps {
  details: CurrentUserDetails;
  roles: readonly UserRole[];
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

/** One console area and the held actions in it, each with the roles granting it. */
function AreaSection({ granted }: { granted: GrantedArea }) {
  const headingId = useId();
  return (
    <Stack as="section" aria-labelledby={headingId} gap="2">
      <Heading as="h3" size="md" id={headingId}>
        {granted.area}
      </Heading>
      <List.Root ps="5" gap="1">
        {granted.actions.map(({ action, label, roleNames }) => (
          <List.Item key={action}>
            {label}{' '}
            <Text as="span" textStyle="sm" color="fg.muted">
              (<Code size="sm">{action}</Code>, from {roleNames.join(', ')})
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

const allowedOrBlocked = (banned: boolean) => (banned ? 'Blocked' : 'Allowed');

/**
 * The signed-in user's own account: who they are, their roles, and what those roles allow, by
 * console area (the contract's `actionAreas`), each permission with the roles granting it.
 */
export function OwnAccount({ details, roles }: OwnAccountProps) {
  const areas = useMemo(() => grantedAreas(roles), [roles]);
  return (
    <Stack gap="8">
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>Name</DataList.ItemLabel>
          <DataList.ItemValue>{details.displayName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>User name</DataList.ItemLabel>
          <DataList.ItemValue>{details.userName}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Creating agents</DataList.ItemLabel>
          <DataList.ItemValue>
            {allowedOrBlocked(details.personalAgentSettings.isBannedFromCreatingAgents)}
          </DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Sharing agents</DataList.ItemLabel>
          <DataList.ItemValue>
            {allowedOrBlocked(details.personalAgentSettings.isBannedFromSharingAgents)}
          </DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>

      <Section id="own-account-roles" title={ownAccountMessages.roles}>
        {roles.length > 0 ? (
          <Wrap as="ul" gap="2" listStyleType="none" m="0" p="0">
            {roles.map((role) => (
              <li key={role.userRoleId}>
                <Badge colorPalette="brand" variant="subtle" size="lg">
                  {role.name}
                </Badge>
              </li>
            ))}
          </Wrap>
        ) : (
          <Text color="fg.muted">{ownAccountMessages.noRoles}</Text>
        )}
      </Section>

      <Section id="own-account-allows" title={ownAccountMessages.allows}>
        {areas.length === 0 ? (
          <Text color="fg.muted">{ownAccountMessages.allowsNothing}</Text>
        ) : (
          <Stack gap="5">
            {areas.map((granted) => (
              <AreaSection key={granted.area} granted={granted} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
