import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@parley/app-shell';

/** The quick-start tour button's icon (inline: the app loads nothing from the network). */
export function TourIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14M12 17h.01" />
    </StrokeIcon>
  );
}
