import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@parley/app-shell';

export function CopyIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" />
    </StrokeIcon>
  );
}

export function SpeakerIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 9v6h4l5 4V5L8 9z" />
      <path d="M16 9a4 4 0 0 1 0 6M18.5 6.5a8 8 0 0 1 0 11" />
    </StrokeIcon>
  );
}

export function ThumbUpIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M7 11v9H4v-9zM7 11l4-7a2 2 0 0 1 3 2l-1 4h5a2 2 0 0 1 2 2l-2 6a2 2 0 0 1-2 2H7" />
    </StrokeIcon>
  );
}

export function ThumbDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M17 13V4h3v9zM17 13l-4 7a2 2 0 0 1-3-2l1-4H6a2 2 0 0 1-2-2l2-6a2 2 0 0 1 2-2h9" />
    </StrokeIcon>
  );
}

export function DetailsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </StrokeIcon>
  );
}

export function ChevronStartIcon(props: IconProps) {
  return (
    <StrokeIcon {...props} css={{ _rtl: { transform: 'scaleX(-1)' } }}>
      <path d="M15 6l-6 6 6 6" />
    </StrokeIcon>
  );
}

export function ChevronEndIcon(props: IconProps) {
  return (
    <StrokeIcon {...props} css={{ _rtl: { transform: 'scaleX(-1)' } }}>
      <path d="M9 6l6 6-6 6" />
    </StrokeIcon>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </StrokeIcon>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </StrokeIcon>
  );
}
