import { actions } from '@parley/api-contract';
import { useGetAdminUserQuery } from '@parley/api-client/admin';
import { useParams } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { usePermissions } from '../console/use-permissions';
import { userPaths } from './user-paths';
import { UserProfile } from './user-profile';
import { ButtonWithReason, LoadFailedState, LoadingState } from '@parley/app-shell';

export const userProfileMessages = {
  title: 'User profile',
  edit: 'Edit',
  editDenied: "Your roles do not allow changing users' roles or settings.",
  loading: 'Loading the user',
  loadFailed: 'The user could not be loaded',
  backToList: 'Back to users',
} as const;

/**
 * /admin/user/{id}/profile: one user, read-only, headed by their name; Edit leads to the edit
 * page for those who may change users.
 */
export function UserProfileScreen() {
  const { id = '' } = useParams();
  const { ready, can, reasonUnless } = usePermissions();
  const query = useGetAdminUserQuery(id);
  const user = query.data;

  return (
    <ConsolePage
      title={user?.displayName ?? userProfileMessages.title}
      description={user ? user.userName : undefined}
      actions={
        user ? (
          <ButtonWithReason
            to={userPaths.edit(user.userId)}
            colorPalette="brand"
            disabled={!ready}
            disabledReason={reasonUnless(
              can(actions.UserRolePermissionsWrite),
              userProfileMessages.editDenied,
            )}
            reasonAlign="end"
          >
            {userProfileMessages.edit}
          </ButtonWithReason>
        ) : undefined
      }
    >
      {user ? (
        <UserProfile user={user} />
      ) : query.isError ? (
        <LoadFailedState
          title={userProfileMessages.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
          back={{ to: userPaths.list, label: userProfileMessages.backToList }}
        />
      ) : (
        <LoadingState label={userProfileMessages.loading} />
      )}
    </ConsolePage>
  );
}
