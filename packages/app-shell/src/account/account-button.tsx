import { Avatar, Button, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useShellText } from '../i18n/shell-text';

export interface AccountButtonProps extends ButtonProps {
  name: string;
  /** The quick-start tour's name for the user's name. */
  tourTarget?: string;
  /**
   * The quick-start tour's name for the account menu: the button that opens it, which is on
   * screen whenever the menu can be opened (the menu itself only while open).
   */
  menuTourTarget?: string;
}

/** The account button: the user's initials and name (chat-spec section 2). */
export function AccountButton({
  name,
  tourTarget,
  menuTourTarget,
  ...buttonProps
}: AccountButtonProps) {
  const t = useShellText();
  return (
    <Button variant="ghost" size="sm" data-tour={menuTourTarget} {...buttonProps}>
      <VisuallyHidden>{t('accountPrefix')}</VisuallyHidden>
      <Avatar.Root size="xs" colorPalette="brand" aria-hidden="true">
        <Avatar.Fallback name={name} />
      </Avatar.Root>
      <Text as="span" data-tour={tourTarget} truncate maxW={{ base: '24', sm: '40' }}>
        {name}
      </Text>
    </Button>
  );
}
