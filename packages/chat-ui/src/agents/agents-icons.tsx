import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@parley/app-shell';

/**
 * Inline icons: the app loads nothing from the network, so no icon font or remote sprite.
 * Chakra's Icon styles its one child, so each drawing sits in its own svg.
 */
export function ListIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 6h12M8 12h12M8 18h12M4 6h.01M4 12h.01M4 18h.01" />
    </StrokeIcon>
  );
}

export function GridIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </StrokeIcon>
  );
}
