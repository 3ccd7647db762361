// The Notices screens, loaded when one of their routes is first opened.
export { NoticeEditScreen, NoticeListScreen } from '@parley/admin-ui';
