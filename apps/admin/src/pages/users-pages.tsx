import { UserListScreen } from '@parley/admin-ui';

// The Users screens, loaded when one of their routes is first opened.
export {
  NewUserScreen,
  OwnAccountScreen,
  UserEditScreen,
  UserProfileScreen,
} from '@parley/admin-ui';

/** `/admin/user`: the users as a table. */
export function UserTablePage() {
  return <UserListScreen view="table" />;
}

/** `/admin/user/cards`: the users as cards. */
export function UserCardsPage() {
  return <UserListScreen view="cards" />;
}
