import { Box } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import { selectSettings } from '@parley/theme-brands';
import { useSettingsSelector } from './use-settings-selector';

/**
 * A column inside the content area (the chat's conversation) reads its width from this variable,
 * which stretch sets to the whole content area, so stretch widens the column, not only its header.
 */
export const CONTENT_COLUMN_WIDTH_VAR = '--parley-conversation-column-width';

/** Normal width: content stays readable on wide screens; stretch lifts the limit. */
const NORMAL_CONTENT_WIDTH = '7xl';

/**
 * Bold contrast re-points the subtle border and text tokens at their stronger siblings for
 * everything inside, so every part drawn with semantic tokens gets bolder without knowing why.
 */
const boldContrastTokens = {
  '--chakra-colors-border': 'var(--chakra-colors-border-emphasized)',
  '--chakra-colors-border-muted': 'var(--chakra-colors-border-emphasized)',
  '--chakra-colors-border-subtle': 'var(--chakra-colors-border-emphasized)',
  '--chakra-colors-fg-muted': 'var(--chakra-colors-fg)',
  '--chakra-colors-fg-subtle': 'var(--chakra-colors-fg)',
};

/**
 * The layout's content area with the user's display settings applied (chat-spec section 2,
 * Settings drawer): bold contrast strengthens borders and secondary text; stretch makes the
 * content full width instead of a centred maximum width.
 */
export function SettingsContent({ children, ...props }: BoxProps) {
  const { themeContrast, themeStretch } = useSettingsSelector(selectSettings);
  return (
    <Box
      data-contrast={themeContrast}
      data-stretch={themeStretch}
      w="full"
      maxW={themeStretch ? 'full' : NORMAL_CONTENT_WIDTH}
      mx="auto"
      minH="0"
      css={{
        ...(themeContrast === 'bold' ? boldContrastTokens : {}),
        ...(themeStretch ? { [CONTENT_COLUMN_WIDTH_VAR]: '100%' } : {}),
      }}
      {...props}
    >
      {children}
    </Box>
  );
}
