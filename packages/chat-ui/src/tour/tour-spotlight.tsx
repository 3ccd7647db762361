import { Box } from '@chakra-ui/react';
import { tour } from '@parley/api-contract';
import { chatTestIds } from '../test-ids';
import { spotlightBox } from './tooltip-placement';
import type { TargetBox } from './tooltip-placement';

export interface TourSpotlightProps {
  /** The target's box in viewport coordinates. */
  target: TargetBox;
}

/**
 * Dims the page around the current target, leaving it lit with 10 px to spare (chat-spec
 * section 9). Decoration only: the tooltip dialog carries the meaning.
 */
export function TourSpotlight({ target }: TourSpotlightProps) {
  const box = spotlightBox(target);
  return (
    <Box
      aria-hidden="true"
      data-testid={chatTestIds.tourSpotlight}
      position="fixed"
      zIndex={tour.zIndex}
      pointerEvents="none"
      borderRadius="l2"
      boxShadow="0 0 0 100vmax {colors.blackAlpha.600}"
      transition="all 0.2s"
      style={{ top: box.top, left: box.left, width: box.width, height: box.height }}
    />
  );
}
