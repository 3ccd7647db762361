import {
  Avatar,
  Badge,
  Button,
  Card,
  Heading,
  HStack,
  Link,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import type { AdminUser } from '@parley/api-contract';
import {
  dataTableMessages,
  ListEmpty,
  ListFooter,
  ListRefreshWarning,
  RetryAlert,
} from '@parley/app-shell';
import type { DataTableSource } from '@parley/app-shell';
import { Link as RouterLink } from 'react-router';
import { DateTimeText } from '../components/date-time-text';
import { signInSourceLabel } from './user-display';
import { userPaths } from './user-paths';
import { userListMessages } from './user-table';

const gridColumns = { base: 1, md: 2, xl: 3 } as const;

function UserCard({ user }: { user: AdminUser }) {
  return (
    <Card.Root as="li" size="sm" variant="outline">
      <Card.Header>
        <HStack gap="3" align="center">
          <Avatar.Root size="md" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={user.displayName} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <Heading as="h2" size="md" truncate>
              <Link asChild colorPalette="brand">
                <RouterLink to={userPaths.profile(user.userId)}>{user.displayName}</RouterLink>
              </Link>
            </Heading>
            <Text textStyle="sm" color="fg.muted" truncate>
              {user.userName}
            </Text>
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <Wrap gap="1" role="group" aria-label="Roles">
          {user.roles.length > 0 ? (
            user.roles.map((role) => (
              <Badge key={role.userRoleId} colorPalette="brand" variant="subtle">
                {role.name}
              </Badge>
            ))
          ) : (
            <Text textStyle="sm" color="fg.muted">
              No roles
            </Text>
          )}
        </Wrap>
        <Text textStyle="sm">{signInSourceLabel(user.identityProvider)}</Text>
        <Text textStyle="sm" color="fg.muted">
          Last sign-in: <DateTimeText value={user.lastSignInAt} />
        </Text>
      </Card.Body>
      <Card.Footer>
        <Button asChild size="sm" variant="outline">
          <RouterLink to={userPaths.edit(user.userId)} aria-label={`Edit ${user.displayName}`}>
            Edit
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

function SkeletonCard() {
  return (
    <Card.Root as="li" size="sm" variant="outline" aria-hidden="true">
      <Card.Header>
        <HStack gap="3">
          <SkeletonCircle size="10" />
          <Stack gap="2" flex="1">
            <Skeleton height="4" width="60%" />
            <Skeleton height="3" width="80%" />
          </Stack>
        </HStack>
      </Card.Header>
      <Card.Body gap="2">
        <Skeleton height="4" width="40%" />
        <Skeleton height="3" width="70%" />
      </Card.Body>
    </Card.Root>
  );
}

export interface UserCardGridProps {
  source: DataTableSource<AdminUser>;
  /** A search narrows the list: an empty list then says so and offers to clear it. */
  filtersActive?: boolean;
  onClearFilters?: () => void;
  /** How many placeholder cards show while the first page loads. */
  skeletonCards?: number;
}

/**
 * The users as cards in a responsive grid (one column on a phone, up to three on a wide screen):
 * each card names the user (leading to their profile), their roles, sign-in source and last
 * sign-in, with Edit. The same states as the table: placeholders while loading, a red alert with
 * Retry when the first page fails, an empty message (with Clear filters under a search), a
 * warning when a refresh failed, and Load more or, when the next page failed, Retry.
 */
export function UserCardGrid({
  source,
  filtersActive = false,
  onClearFilters,
  skeletonCards = 6,
}: UserCardGridProps) {
  if (source.status === 'error') {
    return (
      <RetryAlert
        title={dataTableMessages.loadFailed}
        error={source.error}
        onRetry={source.retry}
      />
    );
  }
  const loading = source.status === 'loading';

  return (
    <Stack gap="4" align="stretch">
      <ListRefreshWarning source={source} />
      {!loading && source.rows.length === 0 ? (
        <ListEmpty
          filtersActive={filtersActive}
          emptyMessage={userListMessages.empty}
          emptyFilteredMessage={userListMessages.emptyFiltered}
          onClearFilters={onClearFilters}
          py="8"
          borderWidth="1px"
          rounded="md"
        />
      ) : (
        <SimpleGrid
          as="ul"
          aria-label="Users"
          aria-busy={loading || source.isFetchingNextPage}
          columns={gridColumns}
          gap="4"
          listStyleType="none"
          m="0"
          p="0"
        >
          {loading
            ? Array.from({ length: skeletonCards }, (_, index) => <SkeletonCard key={index} />)
            : source.rows.map((user) => <UserCard key={user.userId} user={user} />)}
        </SimpleGrid>
      )}
      <ListFooter source={source} shownCount={source.rows.length} />
    </Stack>
  );
}
