import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@parley/app-shell';

export function AttachIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M21 11.5l-8.5 8.5a5 5 0 0 1-7-7L14 4.5a3.5 3.5 0 0 1 5 5l-8.5 8.5a2 2 0 0 1-3-3L15 7.5" />
    </StrokeIcon>
  );
}

export function SendIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 19V5M5 12l7-7 7 7" />
    </StrokeIcon>
  );
}

export function StopIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="6" y="6" width="12" height="12" rx="2" />
    </StrokeIcon>
  );
}

export function PromptsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 3h12v18l-6-4-6 4z" />
    </StrokeIcon>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5" />
    </StrokeIcon>
  );
}

export function ImageIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="3" y="4" width="18" height="16" rx="2" />
      <circle cx="9" cy="10" r="2" />
      <path d="M21 17l-5-5-9 8" />
    </StrokeIcon>
  );
}

export function MicrophoneIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" />
    </StrokeIcon>
  );
}
