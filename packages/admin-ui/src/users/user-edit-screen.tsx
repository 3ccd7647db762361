import { Button, Heading, Stack } from '@chakra-ui/react';
import { actions } from '@parley/api-contract';
import { useGetAdminUserQuery, useUpdateAdminUserMutation } from '@parley/api-client/admin';
import { LoadFailedState, LoadingState, notify } from '@parley/app-shell';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { userLabel } from '../console/console-messages';
import { ConsolePage } from '../console/console-page';
import { usePermissions } from '../console/use-permissions';
import { useRoleChoices } from './use-role-choices';
import { UserEditForm } from './user-edit-form';
import { userPaths } from './user-paths';
import { UserSummary } from './user-summary';

export const userEditMessages = {
  title: 'Edit user',
  saved: 'User saved',
  denied: "You can see this user, but your roles do not allow changing users' roles or settings.",
  loading: 'Loading the user',
  loadFailed: 'The user could not be loaded',
  viewProfile: 'View profile',
  backToList: 'Back to users',
} as const;

/**
 * /admin/user/{userId}/edit: who the user is (read-only, from sign-in) and what an administrator
 * sets: roles and the personal-agent blocks. Read-only, with the reason, for a user who may see
 * users but not change them. A save shows a toast and returns to the list.
 */
export function UserEditScreen() {
  const { userId = '' } = useParams();
  const navigate = useNavigate();
  const { can, reasonUnless } = usePermissions();
  const query = useGetAdminUserQuery(userId);
  const user = query.data;
  const roleChoices = useRoleChoices(user?.roles);
  const [updateUser] = useUpdateAdminUserMutation();

  return (
    <ConsolePage
      title={userEditMessages.title}
      description={user ? userLabel(user) : undefined}
      actions={
        user ? (
          <Button asChild variant="outline">
            <RouterLink to={userPaths.profile(user.userId)}>
              {userEditMessages.viewProfile}
            </RouterLink>
          </Button>
        ) : undefined
      }
    >
      {user ? (
        <Stack gap="8">
          <Stack as="section" aria-labelledby="user-edit-account" gap="3">
            <Heading as="h2" size="lg" id="user-edit-account">
              Account
            </Heading>
            <UserSummary user={user} />
          </Stack>
          <Stack as="section" aria-labelledby="user-edit-access" gap="3">
            <Heading as="h2" size="lg" id="user-edit-access">
              Access
            </Heading>
            <UserEditForm
              key={user.userId}
              user={user}
              roleChoices={roleChoices}
              readOnlyReason={reasonUnless(
                can(actions.UserRolePermissionsWrite),
                userEditMessages.denied,
              )}
              onSave={async (input) => {
                await updateUser({ userId: user.userId, input }).unwrap();
                notify.success(userEditMessages.saved);
                void navigate(userPaths.list);
              }}
              onCancel={() => void navigate(userPaths.list)}
            />
          </Stack>
        </Stack>
      ) : query.isError ? (
        <LoadFailedState
          title={userEditMessages.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ to: userPaths.list, label: userEditMessages.backToList }}
        />
      ) : (
        <LoadingState label={userEditMessages.loading} />
      )}
    </ConsolePage>
  );
}
