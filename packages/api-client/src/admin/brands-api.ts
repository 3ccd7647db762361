import {
  adminBrandListSchema,
  adminBrandSchema,
  brandImageUploadSchema,
  defaultBrandKeySchema,
  paths,
  uploadFormFields,
} from '@parley/api-contract';
import type {
  AdminBrand,
  AdminBrandList,
  BrandImageSlot,
  BrandInput,
  DefaultBrandKey,
  NewBrand,
} from '@parley/api-contract';
import { baseApi } from '../base-api';

/** The brand list and every brand's theme (its look changes with any brand change). */
const LIST = { type: 'BrandTheme', id: 'ADMIN-LIST' } as const;
const brandChanged = (brandKey: string) => [LIST, { type: 'BrandTheme' as const, id: brandKey }];

export interface BrandImageUploadArgs {
  brandKey: string;
  slot: BrandImageSlot;
  file: Blob;
  fileName: string;
}

/**
 * Brands in the console (admin-spec section 7, "Brands"): the list (also for the forms that choose
 * a brand, as an agent's public chat), one brand, create, update, delete, image uploads and file
 * removal, and the instance's default brand. Changes refetch the brand's public theme too.
 */
export const brandsAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    listAdminBrands: build.query<AdminBrandList, void>({
      query: () => paths.admin.brands(),
      responseSchema: adminBrandListSchema,
      providesTags: [LIST],
    }),
    getAdminBrand: build.query<AdminBrand, string>({
      query: (brandKey) => paths.admin.brand(brandKey),
      responseSchema: adminBrandSchema,
      providesTags: (_result, _error, brandKey) => [{ type: 'BrandTheme', id: brandKey }],
    }),
    createBrand: build.mutation<AdminBrand, NewBrand>({
      query: (body) => ({ url: paths.admin.brands(), method: 'POST', body }),
      responseSchema: adminBrandSchema,
      invalidatesTags: (_result, error) => (error ? [] : [LIST]),
    }),
    updateBrand: build.mutation<AdminBrand, { brandKey: string; input: BrandInput }>({
      query: ({ brandKey, input }) => ({
        url: paths.admin.brand(brandKey),
        method: 'PUT',
        body: input,
      }),
      responseSchema: adminBrandSchema,
      invalidatesTags: (_result, error, { brandKey }) => (error ? [] : brandChanged(brandKey)),
    }),
    deleteBrand: build.mutation<void, string>({
      query: (brandKey) => ({ url: paths.admin.brand(brandKey), method: 'DELETE' }),
      invalidatesTags: (_result, error, brandKey) => (error ? [] : brandChanged(brandKey)),
    }),
    uploadBrandImage: build.mutation<{ fileName: string }, BrandImageUploadArgs>({
      queryFn: async ({ brandKey, slot, file, fileName }, _api, _extraOptions, send) => {
        const form = new FormData();
        form.append(uploadFormFields.file, file, fileName);
        const result = await send({
          url: paths.admin.brandImage(brandKey, slot),
          method: 'POST',
          body: form,
        });
        return result.error
          ? { error: result.error }
          : { data: result.data as { fileName: string } };
      },
      responseSchema: brandImageUploadSchema,
      invalidatesTags: (_result, error, { brandKey }) => (error ? [] : brandChanged(brandKey)),
    }),
    deleteBrandFile: build.mutation<void, { brandKey: string; fileName: string }>({
      query: ({ brandKey, fileName }) => ({
        url: paths.admin.brandFile(brandKey, fileName),
        method: 'DELETE',
      }),
      invalidatesTags: (_result, error, { brandKey }) => (error ? [] : brandChanged(brandKey)),
    }),
    getDefaultBrandKey: build.query<DefaultBrandKey, void>({
      query: () => paths.admin.defaultBrandKey(),
      responseSchema: defaultBrandKeySchema,
      providesTags: [LIST],
    }),
    /** Chooses the instance's default brand; the instance settings (and the list) refetch. */
    setDefaultBrandKey: build.mutation<DefaultBrandKey, DefaultBrandKey>({
      query: (body) => ({ url: paths.admin.defaultBrandKey(), method: 'PUT', body }),
      responseSchema: defaultBrandKeySchema,
      invalidatesTags: (_result, error) => (error ? [] : [LIST, 'InstanceSettings']),
    }),
  }),
});

export const {
  useCreateBrandMutation,
  useDeleteBrandFileMutation,
  useDeleteBrandMutation,
  useGetAdminBrandQuery,
  useGetDefaultBrandKeyQuery,
  useListAdminBrandsQuery,
  useSetDefaultBrandKeyMutation,
  useUpdateBrandMutation,
  useUploadBrandImageMutation,
} = brandsAdminApi;
