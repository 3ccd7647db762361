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
import type { ThemeContrast } from '@parley/theme-brands';
import { shellTestIds } from '../test-ids';
import { EnterFullscreenIcon, ExitFullscreenIcon, ResetIcon } from './drawer-icons';

export interface SettingsDrawerPanelProps {
  open: boolean;
  onClose: () => void;
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

const contrastChoices: { value: ThemeContrast; label: string }[] = [
  { value: 'default', label: 'Default' },
  { value: 'bold', label: 'Bold' },
];

/** The settings drawer (chat-spec section 2): on the reading end, 280 wide. */
export function SettingsDrawerPanel({
  open,
  onClose,
  contrast,
  onContrastChange,
  stretch,
  onStretchChange,
  differsFromDefaults,
  onReset,
  isFullscreen,
  onToggleFullscreen,
}: SettingsDrawerPanelProps) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="end">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW={`${layout.settingsDrawerWidth}px`}>
            <Drawer.Header>
              <HStack justify="space-between" w="full">
                <Drawer.Title>Settings</Drawer.Title>
                <HStack gap="1">
                  <Box position="relative">
                    <IconButton
                      aria-label={
                        differsFromDefaults
                          ? 'Reset settings (changed from defaults)'
                          : 'Reset settings'
                      }
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
                    <CloseButton size="sm" aria-label="Close settings" />
                  </Drawer.CloseTrigger>
                </HStack>
              </HStack>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6">
                <RadioGroup.Root
                  value={contrast}
                  onValueChange={(details) => onContrastChange(details.value as ThemeContrast)}
                >
                  <RadioGroup.Label>Contrast</RadioGroup.Label>
                  <HStack gap="4" mt="2">
                    {contrastChoices.map((choice) => (
                      <RadioGroup.Item key={choice.value} value={choice.value}>
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    ))}
                  </HStack>
                </RadioGroup.Root>
                <Stack gap="2">
                  <Text fontWeight="medium" textStyle="sm">
                    Layout
                  </Text>
                  <Switch.Root
                    checked={stretch}
                    onCheckedChange={(details) => onStretchChange(details.checked)}
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <Switch.Label>Full width</Switch.Label>
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
                {isFullscreen ? 'Exit fullscreen' : 'Fullscreen'}
              </Button>
            </Drawer.Footer>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
