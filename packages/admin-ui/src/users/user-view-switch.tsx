import { Button, Group } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { userPaths } from './user-paths';

export type UserListView = 'table' | 'cards';

const views: readonly { view: UserListView; label: string; pathname: string }[] = [
  { view: 'table', label: 'Table', pathname: userPaths.list },
  { view: 'cards', label: 'Cards', pathname: userPaths.cards },
];

export interface UserViewSwitchProps {
  view: UserListView;
  /** The list's search parameters (`?search=ada`), kept when the view changes. */
  search: string;
}

/**
 * Table or cards: two links, since each view has its own address (`/user`, `/user/cards`); the
 * current one is marked `aria-current="page"` and drawn pressed.
 */
export function UserViewSwitch({ view, search }: UserViewSwitchProps) {
  return (
    <Group attached role="group" aria-label="Show users as">
      {views.map((option) => {
        const current = option.view === view;
        return (
          <Button
            key={option.view}
            asChild
            size="sm"
            variant={current ? 'solid' : 'outline'}
            colorPalette={current ? 'brand' : undefined}
          >
            <RouterLink
              to={{ pathname: option.pathname, search }}
              aria-current={current ? 'page' : undefined}
            >
              {option.label}
            </RouterLink>
          </Button>
        );
      })}
    </Group>
  );
}
