import {
  Box,
  Button,
  CloseButton,
  Drawer,
  Float,
  HStack,
  IconButton,
  Portal,
  RadioGroup,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import { layout } from '@parley/api-contract';
import { interfaceLanguages } from '@parley/theme-brands';
import type { InterfaceLanguageCode, ThemeContrast } from '@parley/theme-brands';
import { useShellText } from '../i18n/shell-text';
import { shellTestIds } from '../test-ids';
import { EnterFullscreenIcon, ExitFullscreenIcon, ResetIcon } from './drawer-icons';

export interface SettingsDrawerPanelProps {
  open: boolean;
  onClose: () => void;
  /** The interface language; Arabic also turns the layout right to left. */
  language: InterfaceLanguageCode;
  onLanguageChange: (language: InterfaceLanguageCode) => void;
  contrast: ThemeContrast;
  onContrastChange: (contrast: ThemeContrast) => void;
  /** Full width content instead of a centred maximum width. */
  stretch: boolean;
  onStretchChange: (stretch: boolean) => void;
  /** Marks the reset button with a dot. */
  differsFromDefaults: boolean;
  onReset: () => void;
  isFullscreen: boolean;
  onToggleFullscreen: () => void;
}

const contrastChoices = [
  { value: 'default', label: 'contrastDefault' },
  { value: 'bold', label: 'contrastBold' },
] as const satisfies readonly { value: ThemeContrast; label: string }[];

/** The settings drawer (chat-spec section 2): on the reading end, 280 wide. */
export function SettingsDrawerPanel({
  open,
  onClose,
  language,
  onLanguageChange,
  contrast,
  onContrastChange,
  stretch,
  onStretchChange,
  differsFromDefaults,
  onReset,
  isFullscreen,
  onToggleFullscreen,
}: SettingsDrawerPanelProps) {
  const t = useShellText();
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${layout.settingsDrawerWidth}px`}>
            <Drawer.Header>
              <HStack justify="space-between" w="full">
                <Drawer.Title>{t('settings')}</Drawer.Title>
                <HStack gap="1">
                  <Box position="relative">
                    <IconButton
                      aria-label={t(differsFromDefaults ? 'resetSettingsChanged' : 'resetSettings')}
                      variant="ghost"
                      size="sm"
                      onClick={onReset}
                    >
                      <ResetIcon />
                    </IconButton>
                    {differsFromDefaults && (
                      <Float placement="top-end" offset="2">
                        <Box
                          data-testid={shellTestIds.settingsResetDot}
                          boxSize="2"
                          borderRadius="full"
                          bg="colorPalette.solid"
                        />
                      </Float>
                    )}
                  </Box>
                  <Drawer.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label={t('closeSettings')} />
                  </Drawer.CloseTrigger>
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <RadioGroup.Root
                  value={language}
                  onValueChange={(details) =>
                    onLanguageChange(details.value as InterfaceLanguageCode)
                  }
                >
                  <RadioGroup.Label>{t('language')}</RadioGroup.Label>
                  <HStack gap="4" mt="2" wrap="wrap">
                    {interfaceLanguages.map((choice) => (
                      <RadioGroup.Item key={choice.code} value={choice.code}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        {/* Each name in its own language, so a reader finds theirs. */}
                        <RadioGroup.ItemText lang={choice.code}>{choice.name}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
                <RadioGroup.Root
                  value={contrast}
                  onValueChange={(details) => onContrastChange(details.value as ThemeContrast)}
                >
                  <RadioGroup.Label>{t('contrast')}</RadioGroup.Label>
                  <HStack gap="4" mt="2">
                    {contrastChoices.map((choice) => (
                      <RadioGroup.Item key={choice.value} value={choice.value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t(choice.label)}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
                <Stack gap="2">
                  <Text fontWeight="medium" textStyle="sm">
                    {t('layout')}
                  </Text>
                  <Switch.Root
                    checked={stretch}
                    onCheckedChange={(details) => onStretchChange(details.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>{t('fullWidth')}</Switch.Label>
                  </Switch.Root>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button
                variant="outline"
                w="full"
                aria-pressed={isFullscreen}
                onClick={onToggleFullscreen}
              >
                {isFullscreen ? <ExitFullscreenIcon /> : <EnterFullscreenIcon />}
                {t(isFullscreen ? 'exitFullscreen' : 'fullscreen')}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
