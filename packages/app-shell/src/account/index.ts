export { AccountMenu, CHAT_APP_PATH, MANAGEMENT_APP_PATH } from './account-menu';
export { AccountPopover } from './account-popover';

export type { AccountMenuProps } from './account-menu';
export type { AccountPopoverProps, Workspace } from './account-popover';
