// The file library screens, loaded when one of their routes is first opened.
export {
  DataSourceEditScreen,
  DataSourceListScreen,
  NewDataSourceScreen,
  NewTypedDataSourceScreen,
  UntypedDataSourceEditScreen,
} from '@parley/admin-ui';
