import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '../components/stroke-icon';

/** Inline icons: the app loads nothing from the network, so no icon font or remote sprite. */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </StrokeIcon>
  );
}

/** Chevrons point along the reading direction, so they turn round in right-to-left. */
const mirroredInRtl = { _rtl: { transform: 'scaleX(-1)' } } as const;

export function CollapseIcon(props: IconProps) {
  return (
    <StrokeIcon {...mirroredInRtl} {...props}>
      <path d="M15 6l-6 6 6 6" />
    </StrokeIcon>
  );
}

export function ExpandIcon(props: IconProps) {
  return (
    <StrokeIcon {...mirroredInRtl} {...props}>
      <path d="M9 6l6 6-6 6" />
    </StrokeIcon>
  );
}
