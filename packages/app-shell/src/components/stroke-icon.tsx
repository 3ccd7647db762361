import { Icon } from '@chakra-ui/react';
import type { IconProps } from '@chakra-ui/react';

/**
 * A 24 x 24 line icon drawn in the current text colour. The app loads nothing from the network,
 * so icons are inline svg. Chakra's Icon styles its one child, so the drawing sits in its own svg.
 */
export function StrokeIcon({ children, ...props }: IconProps) {
  return (
    <Icon asChild aria-hidden="true" {...props}>
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {children}
      </svg>
    </Icon>
  );
}
