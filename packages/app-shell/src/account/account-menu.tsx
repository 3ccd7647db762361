import { useSelector } from 'react-redux';
import { canOpenManagement } from '@parley/api-contract';
import {
  useGetCurrentUserDetailsQuery,
  useGetUserRolesWithResolvedActionsQuery,
} from '@parley/api-client';
import { selectAccount, useAuthSession } from '@parley/auth';
import { AccountPopover } from './account-popover';
import type { AccountPopoverProps, Workspace } from './account-popover';

/** Where the Management choice goes: the administration app (chat-spec section 2). */
export const MANAGEMENT_APP_PATH = '/admin';
/**
 * Where the Chat choice goes from the administration app: the chat itself, whose guard signs in a
 * visitor without a session (the root path only leads to the login page).
 */
export const CHAT_APP_PATH = '/chat';

const workspacePaths: Record<Workspace, string> = {
  chat: MANAGEMENT_APP_PATH,
  management: CHAT_APP_PATH,
};

export interface AccountMenuProps {
  /** The app the menu is in. */
  workspace: Workspace;
  onOpenSettings: () => void;
  onOpenAbout: () => void;
  /** Leaves for the other app; a full page load by default, since it ships separately. */
  onSwitchWorkspace?: () => void;
  tourTargetIds?: AccountPopoverProps['tourTargetIds'];
}

/**
 * The signed-in user's account popover, fed from the signed-in account and the user's roles. With
 * an n1ai token argument there is no identity-provider account, so the server's user details name
 * the user instead.
 */
export function AccountMenu({
  workspace,
  onOpenSettings,
  onOpenAbout,
  onSwitchWorkspace = () => window.location.assign(workspacePaths[workspace]),
  tourTargetIds,
}: AccountMenuProps) {
  const session = useAuthSession();
  const account = useSelector(selectAccount);
  const { data: details } = useGetCurrentUserDetailsQuery();
  const { data: roles } = useGetUserRolesWithResolvedActionsQuery();
  const resolvedActions = roles?.userRoles.flatMap((role) => role.resolvedActions) ?? [];

  return (
    <AccountPopover
      name={account?.name ?? details?.displayName ?? ''}
      userName={account?.userName ?? details?.userName ?? ''}
      workspace={workspace}
      showWorkspaceToggle={canOpenManagement(resolvedActions)}
      onSwitchWorkspace={onSwitchWorkspace}
      onOpenSettings={onOpenSettings}
      onOpenAbout={onOpenAbout}
      onLogout={() => void session.logout()}
      tourTargetIds={tourTargetIds}
    />
  );
}
