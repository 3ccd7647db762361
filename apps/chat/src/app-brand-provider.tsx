import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { BrandProvider, selectSettings } from '@parley/theme-brands';
import type { ReactNode } from 'react';
import { useAppSelector } from './store';

/**
 * The brand of the instance (its theme fetched by brand key) with the user's direction and language.
 * Until the theme arrives the default brand renders, so the first paint is never blank.
 */
export function AppBrandProvider({ children }: { children: ReactNode }) {
  const { defaultBrandKey } = useAppSelector(selectInstanceSettings);
  const { themeDirection, languageCode } = useAppSelector(selectSettings);
  const { data } = useGetBrandThemeQuery(defaultBrandKey, { skip: !defaultBrandKey });
  return (
    <BrandProvider theme={data?.theme} direction={themeDirection} languageCode={languageCode}>
      {children}
    </BrandProvider>
  );
}
