import {
  buildInfoSchema,
  delays,
  featureFlagsSchema,
  instanceSettingsSchema,
  paths,
} from '@parley/api-contract';
import type { BuildInfo, FeatureFlags, InstanceSettings } from '@parley/api-contract';
import { baseApi } from '../base-api';

/** Product-wide settings: instance settings, feature flags and the server's build. */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInstanceSettings: build.query<InstanceSettings, void>({
      query: () => paths.instanceSettings(),
      responseSchema: instanceSettingsSchema,
      providesTags: ['InstanceSettings'],
      // chat-spec section 9: instance settings are cached 7 days.
      keepUnusedDataFor: delays.instanceSettingsCacheSeconds,
    }),
    getFeatures: build.query<FeatureFlags, void>({
      query: () => paths.features(),
      responseSchema: featureFlagsSchema,
      providesTags: ['Feature'],
    }),
    getBuildInfo: build.query<BuildInfo, void>({
      query: () => paths.buildInfo(),
      responseSchema: buildInfoSchema,
    }),
  }),
});

export const { useGetBuildInfoQuery, useGetFeaturesQuery, useGetInstanceSettingsQuery } =
  settingsApi;
