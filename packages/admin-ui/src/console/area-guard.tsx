import { AbsoluteCenter, Alert, Button, Spinner, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { actions, moderationMessages } from '@parley/api-contract';
import { describeServerError } from '@parley/app-shell';
import { useConsoleText } from '../i18n/console-text';
import { AccessDeniedScreen } from './access-denied-screen';
import { consolePath } from './console-nav';
import { SwitchedOffScreen } from './switched-off-screen';
import { useConsoleAccess } from './use-console-access';

const MODERATION_MENU_PATH = '/admin/moderation';
const INSTANCE_SETTINGS_MENU_PATH = '/admin/instanceSettings';

export interface AreaGuardProps {
  /**
   * The menu item (its path in the contract's `adminMenu`) whose actions open this route; `null`
   * for a route every console user may open (their own account).
   */
  menuPath: string | null;
  children: ReactNode;
}

/**
 * Opens a console route only for a user who sees its menu item (admin-spec section 6): the same
 * question the menu asks, so what the menu hides a typed address cannot open. Others get the
 * access-denied page, pointing at a page they may open, or, when their roles would open it and an
 * instance switch hides it, the page that says so.
 */
export function AreaGuard({ menuPath, children }: AreaGuardProps) {
  const access = useConsoleAccess();
  const t = useConsoleText();
  if (access.status === 'loading') {
    return (
      <AbsoluteCenter>
        <Spinner size="lg" colorPalette="brand" role="status" aria-label={t('loading')} />
      </AbsoluteCenter>
    );
  }
  if (access.status === 'error') {
    const { message } = describeServerError(access.error);
    return (
      <Stack p="8" gap="4" maxW="prose">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('permissionsFailed')}</Alert.Title>
            <Alert.Description>{message}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button alignSelf="flex-start" onClick={access.retry}>
          {t('tryAgain')}
        </Button>
      </Stack>
    );
  }
  if (menuPath !== null && !access.mayOpen(menuPath)) {
    const feature = access.switchedOff(menuPath);
    if (feature) {
      return (
        <SwitchedOffScreen
          feature={feature}
          canOpenSettings={access.mayOpen(INSTANCE_SETTINGS_MENU_PATH)}
        />
      );
    }
    const [first] = access.menu;
    return (
      <AccessDeniedScreen
        fallbackPath={first ? consolePath(first.path) : undefined}
        reason={deniedReason(menuPath, access.resolvedActions)}
      />
    );
  }
  return children;
}

/** The spec's own words for a user refused an area for want of its action (admin-spec section 8). */
function deniedReason(menuPath: string, resolvedActions: readonly string[]): string | undefined {
  if (menuPath === MODERATION_MENU_PATH && !resolvedActions.includes(actions.ModerationRead)) {
    return moderationMessages.noReadPermission;
  }
  return undefined;
}
