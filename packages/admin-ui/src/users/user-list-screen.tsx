import { HStack } from '@chakra-ui/react';
import { actions } from '@parley/api-contract';
import { useListAdminUsersInfiniteQuery } from '@parley/api-client/admin';
import {
  ButtonWithReason,
  DataTableSearch,
  useInfiniteListSource,
  useUrlFilters,
} from '@parley/app-shell';
import { useLocation } from 'react-router';
import { menuItemTitle } from '../console/console-messages';
import { ConsolePage } from '../console/console-page';
import { usePermissions } from '../console/use-permissions';
import { UserCardGrid } from './user-card-grid';
import { userPaths } from './user-paths';
import { UserTable } from './user-table';
import { UserViewSwitch } from './user-view-switch';
import type { UserListView } from './user-view-switch';

/** The menu item's title: the page's heading says where the menu led. */
export const USERS_TITLE = menuItemTitle('/admin/user');

export const userListLabels = {
  search: 'Search users',
  newUser: 'New user',
  newUserDenied: 'Your roles do not allow adding users.',
} as const;

export interface UserListScreenProps {
  /** `table` at /admin/user, `cards` at /admin/user/cards. */
  view?: UserListView;
}

/**
 * The users (admin-spec section 2: /admin/user and its card view /admin/user/cards): a search
 * kept in the URL (`search`, debounced) that starts the list over from its first page, the users
 * page by page with Load more, as a table or as cards, and New user for those who may add users.
 */
export function UserListScreen({ view = 'table' }: UserListScreenProps) {
  const { ready, can, reasonUnless } = usePermissions();
  const { search } = useLocation();
  const { filters, active, setFilters, clearFilters } = useUrlFilters(['search']);
  const source = useInfiniteListSource(useListAdminUsersInfiniteQuery({ search: filters.search }));
  const list = { source, filtersActive: active, onClearFilters: clearFilters };

  return (
    <ConsolePage
      title={USERS_TITLE}
      description="Everyone who can sign in, with their roles and where they sign in from."
      actions={
        <ButtonWithReason
          to={userPaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasonUnless(
            can(actions.UserRolePermissionsCreate),
            userListLabels.newUserDenied,
          )}
          reasonAlign="end"
        >
          {userListLabels.newUser}
        </ButtonWithReason>
      }
    >
      <HStack justify="space-between" align="flex-end" gap="4" wrap="wrap">
        <DataTableSearch
          label={userListLabels.search}
          placeholder="Name or user name"
          value={filters.search}
          onValueChange={(next) => setFilters({ search: next })}
        />
        <UserViewSwitch view={view} search={search} />
      </HStack>
      {view === 'table' ? <UserTable {...list} /> : <UserCardGrid {...list} />}
    </ConsolePage>
  );
}
