import { actions } from '@parley/api-contract';
import { useCreateAdminUserMutation } from '@parley/api-client/admin';
import { notify } from '@parley/app-shell';
import { useNavigate } from 'react-router';
import { ConsolePage } from '../console/console-page';
import { usePermissions } from '../console/use-permissions';
import { NewUserForm } from './new-user-form';
import { userPaths } from './user-paths';
import { useRoleChoices } from './use-role-choices';

export const newUserMessages = {
  title: 'New user',
  added: 'User added',
  denied: 'Your roles do not allow adding users.',
} as const;

/**
 * /admin/user/new: adds a user ahead of their first sign-in (their sign-in then matches them by
 * user name); on success a toast and back to the list.
 */
export function NewUserScreen() {
  const navigate = useNavigate();
  const { can, reasonUnless } = usePermissions();
  const roleChoices = useRoleChoices();
  const [createUser] = useCreateAdminUserMutation();

  return (
    <ConsolePage
      title={newUserMessages.title}
      description="Add someone before their first sign-in, with the roles they start with."
    >
      <NewUserForm
        roleChoices={roleChoices}
        readOnlyReason={reasonUnless(
          can(actions.UserRolePermissionsCreate),
          newUserMessages.denied,
        )}
        onSave={async (values) => {
          await createUser(values).unwrap();
          notify.success(newUserMessages.added);
          void navigate(userPaths.list);
        }}
        onCancel={() => void navigate(userPaths.list)}
      />
    </ConsolePage>
  );
}
