import { useListUserRolesQuery } from '@parley/api-client/admin';
import { ButtonWithReason, useListSource, useUrlSorting } from '@parley/app-shell';
import { ConsolePage } from '../console/console-page';
import { roleButtonRules, roleMessages } from './role-messages';
import { rolePaths } from './role-paths';
import { defaultRoleSorting, RoleTable } from './role-table';
import { useActionReasons } from '../console/use-permissions';

/**
 * `/admin/userRole` (admin-spec section 2): the user roles, sorted by name unless the address
 * says otherwise, and New role for a user who may create one (for others it is disabled and
 * says why).
 */
export function RoleListScreen() {
  const { ready, reasons } = useActionReasons(roleButtonRules);
  const { sorting, setSorting } = useUrlSorting();
  const source = useListSource(useListUserRolesQuery());
  return (
    <ConsolePage
      title={roleMessages.listTitle}
      description={roleMessages.listDescription}
      actions={
        <ButtonWithReason
          to={rolePaths.new}
          colorPalette="brand"
          disabled={!ready}
          disabledReason={reasons.create}
          reasonAlign="end"
        >
          {roleMessages.newRole}
        </ButtonWithReason>
      }
    >
      <RoleTable
        source={source}
        sorting={sorting.length > 0 ? sorting : defaultRoleSorting}
        onSortingChange={setSorting}
      />
    </ConsolePage>
  );
}
