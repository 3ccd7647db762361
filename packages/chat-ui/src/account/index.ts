export { AccountMenu, MANAGEMENT_APP_PATH } from './account-menu';
export { AccountPopover } from './account-popover';

export type { AccountMenuProps } from './account-menu';
export type { AccountPopoverProps } from './account-popover';
