import {
  useGetCurrentUserDetailsQuery,
  useGetUserRolesWithResolvedActionsQuery,
} from '@parley/api-client';
import { ConsolePage } from '../console/console-page';
import { OwnAccount } from './own-account';
import { LoadFailedState, LoadingState } from '@parley/app-shell';

export const OWN_ACCOUNT_TITLE = 'Your account';

/**
 * /admin/user/account: the signed-in user's own account and what their roles allow. It reads the
 * current-user endpoints, not the users administration, so every console user may open it.
 */
export function OwnAccountScreen() {
  const details = useGetCurrentUserDetailsQuery();
  const roles = useGetUserRolesWithResolvedActionsQuery();
  const failed = details.isError ? details : roles.isError ? roles : undefined;

  return (
    <ConsolePage
      title={OWN_ACCOUNT_TITLE}
      description="Who you are signed in as, and what your roles let you do."
    >
      {details.data && roles.data ? (
        <OwnAccount details={details.data} roles={roles.data.userRoles} />
      ) : failed ? (
        <LoadFailedState
          title="Your account could not be loaded"
          error={failed.error}
          onRetry={() => {
            if (details.isError) void details.refetch();
            if (roles.isError) void roles.refetch();
          }}
        />
      ) : (
        <LoadingState label="Loading your account" />
      )}
    </ConsolePage>
  );
}
