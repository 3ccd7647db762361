export { BrandProvider } from './brand-provider';
export { createBrandSystem, defaultBrandTheme } from './create-brand-system';
export { colorScale, contrastRatio, readableTextOn } from './palette';
export { formatDocumentTitle, useDocumentTitle } from './use-document-title';

export type { BrandProviderProps } from './brand-provider';
export type { BrandSystem } from './create-brand-system';
export type { ColorScale } from './palette';
