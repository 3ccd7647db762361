import { DataList } from '@chakra-ui/react';
import type { AdminUser } from '@parley/api-contract';
import type { ReactNode } from 'react';
import { DateTimeText } from '../components/date-time-text';
import { signInSourceLabel } from './user-display';

export interface UserSummaryProps {
  user: AdminUser;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * Who a user is, read-only (what sign-in reports, not what an administrator sets): name, user
 * name, e-mail, sign-in source, directory groups, when they were added and last signed in.
 */
export function UserSummary({ user }: UserSummaryProps) {
  return (
    <DataList.Root orientation="horizontal" size="md">
      <Item label="Name">{user.displayName}</Item>
      <Item label="User name">{user.userName}</Item>
      <Item label="E-mail">{user.email ?? 'Not known yet'}</Item>
      <Item label="Sign-in source">{signInSourceLabel(user.identityProvider)}</Item>
      <Item label="Groups">
        {user.groups.map((group) => group.displayName).join(', ') || 'No directory groups'}
      </Item>
      <Item label="Added">
        <DateTimeText value={user.createdAt} />
      </Item>
      <Item label="Last sign-in">
        <DateTimeText value={user.lastSignInAt} />
      </Item>
    </DataList.Root>
  );
}
