import { brandThemeResponseSchema, paths } from '@parley/api-contract';
import type { BrandThemeResponse } from '@parley/api-contract';
import { baseApi } from '../base-api';

export const brandsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Public: the login page needs the brand before anyone signs in. */
    getBrandTheme: build.query<BrandThemeResponse, string>({
      query: (brandKey) => paths.brands.theme(brandKey),
      responseSchema: brandThemeResponseSchema,
      providesTags: (_result, _error, brandKey) => [{ type: 'BrandTheme', id: brandKey }],
    }),
  }),
});

export const { useGetBrandThemeQuery } = brandsApi;
