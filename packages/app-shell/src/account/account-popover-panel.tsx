import { Box, Button, Group, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { AccountButton } from './account-button';
import { useShellText } from '../i18n/shell-text';
import type { AccountPopoverProps, Workspace } from './account-popover';

const workspaces = [
  { id: 'chat', label: 'workspaceChat' },
  { id: 'management', label: 'workspaceManagement' },
] as const satisfies readonly { id: Workspace; label: string }[];

/**
 * The popover behind `AccountPopover`, loaded when the account button is first used: it mounts
 * open, since the use that loaded it was a request to open it.
 */
export function AccountPopoverPanel({
  name,
  userName,
  workspace,
  showWorkspaceToggle,
  onSwitchWorkspace,
  onOpenSettings,
  onOpenAbout,
  onLogout,
  tourTargetIds,
}: AccountPopoverProps) {
  const [open, setOpen] = useState(false);
  const t = useShellText();
  // Opened after its first frame rather than mounted open: opening, once the button is on screen
  // to anchor it, moves focus into the popover, and closing gives it back to the button.
  useEffect(() => {
    const frame = requestAnimationFrame(() => setOpen(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  // Each choice closes the popover first, so focus returns to the account button.
  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      positioning={{ placement: 'bottom-end' }}
    >
      <Popover.Trigger asChild>
        <AccountButton
          name={name}
          tourTarget={tourTargetIds?.name}
          menuTourTarget={tourTargetIds?.popover}
        />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64" aria-label={t('account')}>
            <Popover.Body p="0">
              <Box px="4" py="3" borderBottomWidth="1px" borderColor="border.subtle">
                <Text fontWeight="semibold" truncate>
                  {name}
                </Text>
                <Text textStyle="sm" color="fg.muted" truncate>
                  {userName}
                </Text>
              </Box>
              {showWorkspaceToggle ? (
                <Box px="4" py="3" borderBottomWidth="1px" borderColor="border.subtle">
                  <Group attached w="full" role="group" aria-label={t('workspace')}>
                    {workspaces.map(({ id, label }) =>
                      id === workspace ? (
                        <Button
                          key={id}
                          flex="1"
                          size="sm"
                          colorPalette="brand"
                          aria-pressed="true"
                        >
                          {t(label)}
                        </Button>
                      ) : (
                        <Button
                          key={id}
                          flex="1"
                          size="sm"
                          variant="outline"
                          aria-pressed="false"
                          onClick={choose(onSwitchWorkspace)}
                        >
                          {t(label)}
                        </Button>
                      ),
                    )}
                  </Group>
                </Box>
              ) : null}
              <Stack gap="0" py="2">
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  onClick={choose(onOpenSettings)}
                >
                  {t('settings')}
                </Button>
                <Button variant="ghost" justifyContent="flex-start" onClick={choose(onOpenAbout)}>
                  {t('about')}
                </Button>
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  colorPalette="error"
                  color="colorPalette.fg"
                  onClick={choose(onLogout)}
                >
                  {t('logout')}
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
