import { Button, Stack, Text } from '@chakra-ui/react';
import type { ButtonProps } from '@chakra-ui/react';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';

export interface ButtonWithReasonProps extends Omit<ButtonProps, 'asChild'> {
  /**
   * Why the user may not use the button (their roles lack its action, a built-in role cannot be
   * deleted). When set, the button is disabled and the reason shows under it.
   */
  disabledReason?: string;
  /** A console path: while the button may be used, it is a link there (New role, Edit). */
  to?: string;
  /** The side the reason lines up with: the start in a form, the end beside a page's heading. */
  reasonAlign?: 'start' | 'end';
}

/**
 * A button (or a link drawn as one) that, when the user may not use it, stays in place,
 * disabled, described by the reason as visible text: a tooltip would not open on a disabled
 * button, and text reaches mouse, keyboard and screen reader users alike. Disabled without a
 * reason (while the user's actions load), it waits without saying anything yet; the button keeps
 * its place in the tree when the reason arrives, so a test or a screen reader holding it keeps it.
 */
export function ButtonWithReason({
  disabledReason,
  to,
  reasonAlign = 'start',
  children,
  disabled = false,
  ...props
}: ButtonWithReasonProps) {
  const reasonId = useId();
  const blocked = disabled || disabledReason !== undefined;
  return (
    <Stack gap="1" align={reasonAlign === 'end' ? 'flex-end' : 'flex-start'} maxW="xs">
      {to !== undefined && !blocked ? (
        <Button {...props} asChild>
          <RouterLink to={to}>{children}</RouterLink>
        </Button>
      ) : (
        <Button
          {...props}
          disabled={blocked}
          aria-describedby={disabledReason === undefined ? undefined : reasonId}
        >
          {children}
        </Button>
      )}
      {disabledReason !== undefined && (
        <Text id={reasonId} textStyle="xs" color="fg.muted" textAlign={reasonAlign}>
          {disabledReason}
        </Text>
      )}
    </Stack>
  );
}
