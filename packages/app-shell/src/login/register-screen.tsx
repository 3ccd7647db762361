import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router';
import { LOGIN_PATH, selectInstanceSettings } from '@parley/auth';
import { LoginLayout, useDocumentTitle } from '@parley/theme-brands';

/**
 * `/auth/jwt/register` (chat-spec section 2 says only that it exists): accounts are not created
 * here but come from the organisation's identity provider, so the page says so and links back.
 */
export function RegisterScreen() {
  const settings = useSelector(selectInstanceSettings);
  useDocumentTitle('Register', settings.name);
  return (
    <LoginLayout>
      <Stack gap="4">
        <Heading as="h1" size="xl">
          Create an account
        </Heading>
        <Text>
          Accounts for {settings.name} come from your organisation&apos;s identity provider. Ask
          your administrator for access, then sign in with your organisation account.
        </Text>
        <Link asChild colorPalette="brand" color="colorPalette.fg">
          <RouterLink to={LOGIN_PATH}>Back to sign in</RouterLink>
        </Link>
      </Stack>
    </LoginLayout>
  );
}
