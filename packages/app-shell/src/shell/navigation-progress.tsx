import { Box } from '@chakra-ui/react';

/** The bar's height (chat-spec section 2). */
export const NAVIGATION_PROGRESS_HEIGHT = '2.5px';

export interface NavigationProgressProps {
  /** True while the router is moving to another page. */
  active: boolean;
}

/** The thin bar across the top of the page while a route transition runs (chat-spec section 2). */
export function NavigationProgress({ active }: NavigationProgressProps) {
  if (!active) return null;
  return (
    <Box
      role="progressbar"
      aria-label="Loading page"
      position="fixed"
      top="0"
      insetInline="0"
      h={NAVIGATION_PROGRESS_HEIGHT}
      zIndex="toast"
      overflow="hidden"
      colorPalette="brand"
      bg="colorPalette.muted"
    >
      <Box
        h="full"
        w="40%"
        bg="colorPalette.solid"
        animation="navigation-progress 1.2s ease-in-out infinite"
        css={{
          '@keyframes navigation-progress': {
            from: { transform: 'translateX(-100%)' },
            to: { transform: 'translateX(250%)' },
          },
        }}
      />
    </Box>
  );
}
