import { ChakraProvider } from '@chakra-ui/react';
import { useMemo } from 'react';
import type { ReactNode } from 'react';
import type { BrandTheme } from '@parley/api-contract';
import { createBrandSystem, defaultBrandTheme } from './create-brand-system';

export interface BrandProviderProps {
  theme?: BrandTheme;
  children: ReactNode;
}

/** Provides the Chakra system of one brand; a new theme builds a new system. */
export function BrandProvider({ theme = defaultBrandTheme, children }: BrandProviderProps) {
  const system = useMemo(() => createBrandSystem(theme), [theme]);
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
