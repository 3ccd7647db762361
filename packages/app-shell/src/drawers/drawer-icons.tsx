import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '../components/stroke-icon';

export function ResetIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5" />
    </StrokeIcon>
  );
}

export function EnterFullscreenIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 3H5a2 2 0 0 0-2 2v3M21 8V5a2 2 0 0 0-2-2h-3M3 16v3a2 2 0 0 0 2 2h3M16 21h3a2 2 0 0 0 2-2v-3" />
    </StrokeIcon>
  );
}

export function ExitFullscreenIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M8 3v3a2 2 0 0 1-2 2H3M21 8h-3a2 2 0 0 1-2-2V3M3 16h3a2 2 0 0 1 2 2v3M16 21v-3a2 2 0 0 1 2-2h3" />
    </StrokeIcon>
  );
}

export function WarningIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z" />
      <path d="M12 9v4M12 17h.01" />
    </StrokeIcon>
  );
}
