import { IconButton, Menu, Portal } from '@chakra-ui/react';
import type { OptionsMenuButtonProps } from './options-menu-button';
import { MoreIcon } from './sidebar-icons';

/**
 * The menu behind `OptionsMenuButton`, loaded when the button is first used: it mounts open, since
 * the use that loaded it was a request to open it.
 */
export function OptionsMenu({
  label,
  items,
  onSelect,
  buttonRef,
  tourTarget,
}: OptionsMenuButtonProps) {
  return (
    <Menu.Root defaultOpen onSelect={({ value }) => onSelect(value)}>
      <Menu.Trigger asChild>
        <IconButton
          ref={buttonRef}
          aria-label={label}
          variant="ghost"
          size="xs"
          data-tour={tourTarget}
        >
          <MoreIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {items.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                color={item.destructive ? 'red.fg' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
