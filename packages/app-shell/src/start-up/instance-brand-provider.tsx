import { useSelector } from 'react-redux';
import { BrandProvider, selectSettings } from '@parley/theme-brands';
import type { ReactNode } from 'react';
import { useVisitBrand } from './visit-brand';

/**
 * The brand of the visit (`useVisitBrand`: its host name's brand, else the instance's default),
 * its theme fetched by brand key, with the user's direction and language.
 * Until the theme arrives the default brand renders, so the first paint is never blank.
 */
export function InstanceBrandProvider({ children }: { children: ReactNode }) {
  const { themeDirection, languageCode } = useSelector(selectSettings);
  const { data } = useVisitBrand();
  return (
    <BrandProvider theme={data?.theme} direction={themeDirection} languageCode={languageCode}>
      {children}
    </BrandProvider>
  );
}
