import type { Translation } from '@parley/theme-brands';
import type { consoleAgentsEn } from './console-agents-en';

/** The Arabic strings of the console's agent list. */
export const consoleAgentsAr: Translation<typeof consoleAgentsEn> = {
  listDescription: 'الوكلاء الذين يتحدث معهم الموظفون: حالتهم والإصدار الذي تجيب به المحادثة.',
  listLabel: 'الوكلاء',
  listEmpty: 'لا يوجد وكلاء بعد.',
  listFailed: 'تعذّر تحميل الوكلاء',
  newAgent: 'وكيل جديد',
  unnamed: 'وكيل بلا اسم',
  columnName: 'الاسم',
  columnStatus: 'الحالة',
  columnVersion: 'الإصدار',
  columnCreated: 'تاريخ الإنشاء',
  columnPublishing: 'النشر',
  publishing: 'النشر',
  publishingOf: 'النشر: {{name}}',
  lookLink: 'المظهر',
  lookOf: 'المظهر: {{name}}',
  statusActive: 'نشط',
  statusDraft: 'مسودة',
  statusInactive: 'غير نشط',
  statusDeleted: 'محذوف',
};
