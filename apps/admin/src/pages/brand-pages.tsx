// The Brands screens, loaded when one of their routes is first opened.
export { BrandEditScreen, BrandListScreen } from '@parley/admin-ui';
