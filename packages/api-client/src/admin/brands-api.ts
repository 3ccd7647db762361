import { adminBrandListSchema, paths } from '@parley/api-contract';
import type { AdminBrandList } from '@parley/api-contract';
import { baseApi } from '../base-api';

/** The brands by key, for the forms that choose one (an agent's public chat). */
export const brandsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminBrands: build.query<AdminBrandList, void>({
      query: () => paths.admin.brands(),
      responseSchema: adminBrandListSchema,
    }),
  }),
});

export const { useListAdminBrandsQuery } = brandsAdminApi;
