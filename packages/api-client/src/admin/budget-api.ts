import {
  budgetSettingsSchema,
  paths,
  updateBudgetSettingsRequestSchema,
} from '@parley/api-contract';
import type { BudgetSettings, UpdateBudgetSettingsRequest } from '@parley/api-contract';
import { baseApi } from '../base-api';
import { sendValidated } from '../endpoints/validated-request';

const budgetSettings = { type: 'InstanceSettings' as const, id: 'BUDGET' };
const auditList = { type: 'AuditEntry' as const, id: 'LIST' };

/**
 * The budget tab (issue 17): the instance's and each brand's token budget with this period's
 * spend. A change refetches the tab (the spend against the new periods) and the audit log.
 */
export const budgetAdminApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBudgetSettings: build.query<BudgetSettings, void>({
      query: () => paths.admin.budgetSettings(),
      responseSchema: budgetSettingsSchema,
      providesTags: [budgetSettings],
    }),
    updateBudgetSettings: build.mutation<BudgetSettings, UpdateBudgetSettingsRequest>({
      queryFn: (input, _api, _extraOptions, send) =>
        sendValidated<UpdateBudgetSettingsRequest, BudgetSettings>(
          updateBudgetSettingsRequestSchema,
          input,
          (body) => ({ url: paths.admin.budgetSettings(), method: 'PUT', body }),
          send,
        ),
      responseSchema: budgetSettingsSchema,
      invalidatesTags: (_settings, error) => (error ? [] : [budgetSettings, auditList]),
    }),
  }),
});

export const { useGetBudgetSettingsQuery, useUpdateBudgetSettingsMutation } = budgetAdminApi;
