import { useSelector } from 'react-redux';
import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';
import { BrandProvider, selectSettings } from '@parley/theme-brands';
import type { ReactNode } from 'react';

/**
 * The brand of the instance (its theme fetched by brand key) with the user's direction and language.
 * Until the theme arrives the default brand renders, so the first paint is never blank.
 */
export function InstanceBrandProvider({ children }: { children: ReactNode }) {
  const { defaultBrandKey } = useSelector(selectInstanceSettings);
  const { themeDirection, languageCode } = useSelector(selectSettings);
  const { data } = useGetBrandThemeQuery(defaultBrandKey, { skip: !defaultBrandKey });
  return (
    <BrandProvider theme={data?.theme} direction={themeDirection} languageCode={languageCode}>
      {children}
    </BrandProvider>
  );
}
