import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CHAT_APP_PATH } from '@parley/app-shell';
import { ConsolePage } from './console-page';

export const ACCESS_DENIED_TITLE = 'Access denied';

export interface AccessDeniedScreenProps {
  /** Where the user can go instead: the first console page they may open, if any. */
  fallbackPath?: string;
  /** The sentence saying why, where the spec words it for the area (moderation). */
  reason?: string;
}

/**
 * What a console route shows to a user whose roles do not reveal it (admin-spec section 6): never
 * the page's content, a clear sentence, and a way on.
 */
export function AccessDeniedScreen({ fallbackPath, reason }: AccessDeniedScreenProps) {
  return (
    <ConsolePage title={ACCESS_DENIED_TITLE}>
      <Stack gap="4" maxW="prose" role="alert">
        <Text>
          {reason ? `${reason}. ` : ''}Your roles do not allow you to open this page. If you need
          it, ask an administrator to give you a role that includes it.
        </Text>
      </Stack>
      <Stack direction="row" gap="3">
        {fallbackPath ? (
          <Button asChild colorPalette="brand">
            <RouterLink to={fallbackPath}>Go to a page you can open</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant="outline">
          <a href={CHAT_APP_PATH}>Back to chat</a>
        </Button>
      </Stack>
    </ConsolePage>
  );
}
