import { Alert } from '@chakra-ui/react';
import { allActions } from '@parley/api-contract';
import type { AdminUserSummary, Role, RoleInput } from '@parley/api-contract';
import {
  useAssignUserRoleMutation,
  useCreateUserRoleMutation,
  useDeleteUserRoleMutation,
  useGetUserRoleQuery,
  useListAdminUsersInfiniteQuery,
  useListUserRoleUsersQuery,
  useRemoveUserRoleMutation,
  useUpdateUserRoleMutation,
} from '@parley/api-client/admin';
import {
  describeServerError,
  discardingUnsavedChanges,
  ErrorAlertList,
  LoadFailedState,
  LoadingState,
  notify,
  useListSource,
} from '@parley/app-shell';
import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { DeleteButton } from '../components/delete-button';
import { ConsolePage } from '../console/console-page';

import { RoleForm } from './role-form';
import { roleButtonRules, roleMessages } from './role-messages';
import { rolePaths } from './role-paths';
import { emptyRoleForm } from './role-schema';
import type { RoleFormValues } from './role-schema';
import { RoleUsersPanel } from './role-users-panel';
import { useActionReasons } from '../console/use-permissions';

/**
 * `/admin/userRole/new` and `/admin/userRole/{userRoleId}/edit` (admin-spec section 2): one screen
 * for both. A new role, once created, opens on its edit page, where users can be assigned.
 */
export function RoleEditScreen() {
  const { userRoleId } = useParams();
  // Keyed: going from the new role to its edit page starts a fresh form.
  return userRoleId ? <EditRole key={userRoleId} userRoleId={userRoleId} /> : <NewRole />;
}

function NewRole() {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(roleButtonRules);
  const [createRole] = useCreateUserRoleMutation();
  const create = async (input: RoleInput) => {
    const role = await createRole(input).unwrap();
    notify.success(roleMessages.created);
    // Replaced: Back from the new role's page returns to the list, not to an empty form.
    void navigate(rolePaths.edit(role.userRoleId), { replace: true });
  };
  return (
    <ConsolePage title={roleMessages.newTitle} description={roleMessages.newDescription}>
      <RoleForm
        initialValues={emptyRoleForm}
        onSubmit={create}
        onCancel={() => void navigate(rolePaths.list)}
        readOnlyReason={reasons.create}
      />
    </ConsolePage>
  );
}

/** The form's starting values: the role's actions in the contract's order, as the form keeps them. */
function formValuesOf(role: Role): RoleFormValues {
  const held = new Set(role.resolvedActions);
  return { name: role.name, actions: allActions.filter((action) => held.has(action)) };
}

interface UsersFailure {
  title: string;
  messages: string[];
}

function EditRole({ userRoleId }: { userRoleId: string }) {
  const navigate = useNavigate();
  const { reasons } = useActionReasons(roleButtonRules);
  const roleQuery = useGetUserRoleQuery(userRoleId);
  const holders = useListSource(useListUserRoleUsersQuery(userRoleId));
  const [search, setSearch] = useState('');
  const users = useListAdminUsersInfiniteQuery({ search }, { skip: reasons.assign !== undefined });
  const [updateRole] = useUpdateUserRoleMutation();
  const [deleteRole] = useDeleteUserRoleMutation();
  const [assignUser] = useAssignUserRoleMutation();
  const [removeUser] = useRemoveUserRoleMutation();
  const [deleteErrors, setDeleteErrors] = useState<string[]>([]);
  const [usersFailure, setUsersFailure] = useState<UsersFailure | undefined>();
  const [removingUserId, setRemovingUserId] = useState<string | undefined>();

  const pages = users.currentData?.pages;
  const candidates = useMemo(() => pages?.flatMap((page) => page.items) ?? [], [pages]);
  const role = roleQuery.currentData;

  if (!role) {
    return (
      <ConsolePage title={roleMessages.editTitle} description={roleMessages.editDescription}>
        {roleQuery.isError ? (
          <LoadFailedState
            title={roleMessages.loadFailed}
            error={roleQuery.error}
            onRetry={() => void roleQuery.refetch()}
            back={{ to: rolePaths.list, label: roleMessages.backToList }}
          />
        ) : (
          <LoadingState label="Loading the role" />
        )}
      </ConsolePage>
    );
  }

  const save = async (input: RoleInput) => {
    await updateRole({ userRoleId, input }).unwrap();
    notify.success(roleMessages.saved);
  };

  const remove = async () => {
    setDeleteErrors([]);
    try {
      await deleteRole({ userRoleId, removeFromUsers: role.userCount > 0 }).unwrap();
      notify.success(roleMessages.deleted);
      // The role is gone: its form's unsaved changes go with it, without asking.
      void navigate(rolePaths.list, discardingUnsavedChanges);
    } catch (error) {
      setDeleteErrors([describeServerError(error).message]);
    }
  };

  /** Assigns or removes a holder: true once done (with a toast), false when refused (shown). */
  const changeHolders = async (change: () => Promise<unknown>, done: string, failed: string) => {
    setUsersFailure(undefined);
    try {
      await change();
      notify.success(done);
      return true;
    } catch (error) {
      setUsersFailure({ title: failed, messages: [describeServerError(error).message] });
      return false;
    }
  };

  const assign = (user: AdminUserSummary) =>
    changeHolders(
      () => assignUser({ userRoleId, userId: user.userId }).unwrap(),
      roleMessages.userAssigned(user.displayName),
      roleMessages.assignFailed,
    );

  const removeHolder = async (user: AdminUserSummary) => {
    setRemovingUserId(user.userId);
    try {
      return await changeHolders(
        () => removeUser({ userRoleId, userId: user.userId }).unwrap(),
        roleMessages.userRemoved(user.displayName),
        roleMessages.removeFailed,
      );
    } finally {
      setRemovingUserId(undefined);
    }
  };

  return (
    <ConsolePage
      title={role.name}
      description={roleMessages.editDescription}
      actions={
        <DeleteButton
          label={roleMessages.deleteRole}
          heading={roleMessages.deleteHeading(role.userCount)}
          name={role.name}
          disabledReason={role.isSeeded ? roleMessages.builtInCannotBeDeleted : reasons.delete}
          onDelete={remove}
        />
      }
    >
      {role.isSeeded && (
        <Alert.Root status="info" maxW="prose">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{roleMessages.builtInNotice}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <ErrorAlertList messages={deleteErrors} title={roleMessages.deleteFailed} />
      <RoleForm
        initialValues={formValuesOf(role)}
        onSubmit={save}
        onCancel={() => void navigate(rolePaths.list)}
        readOnlyReason={reasons.write}
      />
      <RoleUsersPanel
        holders={holders}
        onRemove={removeHolder}
        removingUserId={removingUserId}
        disabledReason={reasons.assign}
        errors={usersFailure?.messages ?? []}
        errorTitle={usersFailure?.title}
        assign={{
          candidates,
          status: pages ? 'ready' : users.isError ? 'error' : 'loading',
          error: users.error,
          hasMore: users.hasNextPage,
          onSearchChange: setSearch,
          onAssign: assign,
        }}
      />
    </ConsolePage>
  );
}
