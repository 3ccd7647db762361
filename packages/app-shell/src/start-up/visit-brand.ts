import { useSelector } from 'react-redux';
import { paths } from '@parley/api-contract';
import type { BrandThemeResponse } from '@parley/api-contract';
import { useGetBrandThemeQuery } from '@parley/api-client';
import { selectInstanceSettings } from '@parley/auth';

export interface VisitBrand {
  /** The brand of this visit: the server's `currentBrandKey` (its host name's brand), else the default. */
  brandKey: string;
  /** Its theme and files, once loaded. */
  data: BrandThemeResponse | undefined;
  /** What titles name: the brand's name, else the instance's. */
  appName: string;
  /** The address of one of the brand's files, or undefined without a name. */
  fileUrl: (fileName: string | null | undefined) => string | undefined;
  /** The page icon: the brand's avatar, else its navigation logo, else its logo. */
  iconUrl: string | undefined;
}

/**
 * The brand a visit shows (issue 17): the server decides it from the host name the app was
 * opened on and answers it in the instance settings; clients never choose it themselves.
 */
export function useVisitBrand(): VisitBrand {
  const settings = useSelector(selectInstanceSettings);
  const brandKey = settings.currentBrandKey ?? settings.defaultBrandKey;
  const { data } = useGetBrandThemeQuery(brandKey, { skip: !brandKey });
  const fileUrl = (fileName: string | null | undefined) =>
    fileName ? paths.brands.file(brandKey, fileName) : undefined;
  const brand = data?.brand;
  return {
    brandKey,
    data,
    appName: brand?.name ?? settings.name,
    fileUrl,
    iconUrl: fileUrl(brand?.avatar ?? brand?.navigationLogoFileName ?? brand?.logoFileName),
  };
}
