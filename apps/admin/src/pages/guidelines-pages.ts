// The guidelines screens, loaded when one of their routes is first opened.
export {
  GuidelinesEditScreen,
  GuidelinesListScreen,
  GuidelinesTemplateEditScreen,
  GuidelinesTemplateListScreen,
  NewGuidelinesScreen,
} from '@parley/admin-ui';
