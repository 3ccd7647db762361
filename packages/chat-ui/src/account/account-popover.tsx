import {
  Avatar,
  Box,
  Button,
  Group,
  Popover,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';

export interface AccountPopoverProps {
  name: string;
  userName: string;
  /** Shows the Chat/Management toggle: only for a user with an action other than agent-read. */
  showWorkspaceToggle: boolean;
  onOpenManagement: () => void;
  onOpenSettings: () => void;
  onOpenAbout: () => void;
  onLogout: () => void;
  /** `data-tour` names for the quick-start tour's account steps. */
  tourTargetIds?: { name: string; popover: string };
}

/**
 * The account button and its popover (chat-spec section 2): name and user name, the Chat/Management
 * toggle, Settings, About and Logout. Chat is where the user already is, so only Management acts.
 */
export function AccountPopover({
  name,
  userName,
  showWorkspaceToggle,
  onOpenManagement,
  onOpenSettings,
  onOpenAbout,
  onLogout,
  tourTargetIds,
}: AccountPopoverProps) {
  const [open, setOpen] = useState(false);
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
        <Button variant="ghost" size="sm">
          <VisuallyHidden>Account: </VisuallyHidden>
          <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Text as="span" data-tour={tourTargetIds?.name} truncate maxW={{ base: '24', sm: '40' }}>
            {name}
          </Text>
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="64" aria-label="Account" data-tour={tourTargetIds?.popover}>
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
                  <Group attached w="full" role="group" aria-label="Workspace">
                    <Button flex="1" size="sm" colorPalette="brand" aria-pressed="true">
                      Chat
                    </Button>
                    <Button
                      flex="1"
                      size="sm"
                      variant="outline"
                      aria-pressed="false"
                      onClick={choose(onOpenManagement)}
                    >
                      Management
                    </Button>
                  </Group>
                </Box>
              ) : null}
              <Stack gap="0" py="2">
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  onClick={choose(onOpenSettings)}
                >
                  Settings
                </Button>
                <Button variant="ghost" justifyContent="flex-start" onClick={choose(onOpenAbout)}>
                  About
                </Button>
                <Button
                  variant="ghost"
                  justifyContent="flex-start"
                  colorPalette="error"
                  color="colorPalette.fg"
                  onClick={choose(onLogout)}
                >
                  Logout
                </Button>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
