export { brandThemeSchema, DEFAULT_BRAND_COLORS } from './brand';
export { APP_VERSION, DEFAULT_BRAND_KEY, DEFAULT_PRODUCT_NAME, TOKEN_VERSION } from './constants';
export { healthResponseSchema, healthStatusSchema } from './health';
export { API_PREFIX, paths } from './paths';

export type { BrandTheme } from './brand';
export type { HealthResponse, HealthStatus } from './health';
