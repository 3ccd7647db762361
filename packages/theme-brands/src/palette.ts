/** The colour arithmetic lives in the contract, where the brand form's contrast rule uses it too. */
export { colorScale, contrastRatio, readableTextOn, relativeLuminance } from '@parley/api-contract';
export type { ColorScale } from '@parley/api-contract';
