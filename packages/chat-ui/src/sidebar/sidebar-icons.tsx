import type { IconProps } from '@chakra-ui/react';
import { StrokeIcon } from '@parley/app-shell';

export function SearchIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </StrokeIcon>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M5 12h.01M12 12h.01M19 12h.01" strokeWidth="3" />
    </StrokeIcon>
  );
}

export function NewChatIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 5v14M5 12h14" />
    </StrokeIcon>
  );
}

export function AgentsIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect x="4" y="4" width="6" height="6" rx="1" />
      <rect x="14" y="4" width="6" height="6" rx="1" />
      <rect x="4" y="14" width="6" height="6" rx="1" />
      <rect x="14" y="14" width="6" height="6" rx="1" />
    </StrokeIcon>
  );
}

export function CreateAgentIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <circle cx="10" cy="8" r="4" />
      <path d="M3 20c0-4 3-6 7-6M18 14v6M15 17h6" />
    </StrokeIcon>
  );
}
