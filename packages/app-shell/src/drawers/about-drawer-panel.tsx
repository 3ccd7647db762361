import { CloseButton, Drawer, HStack, Link, Portal, Stack, Text, Tooltip } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { APP_VERSION, delays, layout } from '@parley/api-contract';
import type { BuildInfo } from '@parley/api-contract';
import { isApiVersionCompatible, versionMismatchMessage } from './api-version';
import { useShellText } from '../i18n/shell-text';
import { WarningIcon } from './drawer-icons';

export interface AboutDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  /** The server's build info; undefined while loading or when the call failed. */
  buildInfo: BuildInfo | undefined;
  /** Where "Release Notes" leads, opened in a new tab. */
  releaseNotesHref: string;
}

function HoverTip({ content, children }: { content: ReactNode; children: ReactNode }) {
  return (
    <Tooltip.Root openDelay={delays.aboutTooltipDelayMs} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}

function BuildDetails({ buildInfo }: { buildInfo: BuildInfo | undefined }) {
  const t = useShellText();
  const rows = [
    [t('apiVersion'), buildInfo?.version],
    [t('buildId'), buildInfo?.buildId],
    [t('commitHash'), buildInfo?.commitHash],
    [t('timestamp'), buildInfo?.timestamp],
  ] as const;
  return (
    <Stack gap="0.5">
      {rows.map(([label, value]) => (
        <Text key={label}>
          {label}: {value || t('notAvailable')}
        </Text>
      ))}
    </Stack>
  );
}

/** The about drawer (chat-spec section 2): on the reading end, 280 wide. */
export function AboutDrawerPanel({
  open,
  onClose,
  buildInfo,
  releaseNotesHref,
}: AboutDrawerPanelProps) {
  const t = useShellText();
  const apiVersion = buildInfo?.version;
  // Unknown is not a mismatch: the tooltip already says "N/A".
  const mismatch = apiVersion ? !isApiVersionCompatible(apiVersion) : false;
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${layout.aboutDrawerWidth}px`}>
            <Drawer.Header>
              <HStack justify="space-between" w="full">
                <Drawer.Title>{t('about')}</Drawer.Title>
                <Drawer.CloseTrigger asChild position="static">
                  <CloseButton size="sm" aria-label={t('closeAbout')} />
                </Drawer.CloseTrigger>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="4">
                <HStack justify="space-between">
                  <Text fontWeight="medium">{t('version')}</Text>
                  <HStack gap="1">
                    <HoverTip content={<BuildDetails buildInfo={buildInfo} />}>
                      <Text as="span" tabIndex={0} borderRadius="l1" focusRing="outside">
                        {APP_VERSION}
                      </Text>
                    </HoverTip>
                    {mismatch && apiVersion && (
                      <HoverTip content={versionMismatchMessage(apiVersion)}>
                        <Text
                          as="span"
                          role="img"
                          tabIndex={0}
                          aria-label={versionMismatchMessage(apiVersion)}
                          color="fg.warning"
                          display="inline-flex"
                          borderRadius="l1"
                          focusRing="outside"
                        >
                          <WarningIcon />
                        </Text>
                      </HoverTip>
                    )}
                  </HStack>
                </HStack>
                <Link
                  href={releaseNotesHref}
                  target="_blank"
                  rel="noopener noreferrer"
                  colorPalette="brand"
                  color="colorPalette.fg"
                >
                  {t('releaseNotes')}
                </Link>
              </Stack>
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
