import type { Translation } from '@parley/theme-brands';
import type { consoleEn } from './console-en';

/** The console's Arabic strings. */
export const consoleAr: Translation<typeof consoleEn> = {
  consoleNavigation: 'لوحة الإدارة',
  sectionManageAgents: 'إدارة الوكلاء',
  sectionAdministration: 'الإدارة',
  menuDashboard: 'لوحة المعلومات',
  menuAgents: 'الوكلاء',
  menuFileLibraries: 'مكتبات الملفات',
  menuConnections: 'الاتصالات',
  menuReportModeration: 'مراجعة البلاغات',
  menuBrands: 'العلامات التجارية',
  menuGuidelines: 'الإرشادات',
  menuChatAccessPolicies: 'سياسات الوصول إلى المحادثة',
  menuUserRoles: 'أدوار المستخدمين',
  menuUsers: 'المستخدمون',
  menuAuditLogs: 'سجلات التدقيق',
  menuErrorReports: 'تقارير الأخطاء',
  menuNotices: 'الإشعارات',
  menuInstanceSettings: 'إعدادات المثيل',
  accessDenied: 'تم رفض الوصول',
  accessDeniedText:
    'لا تسمح لك أدوارك بفتح هذه الصفحة. إن كنت تحتاج إليها، فاطلب من مسؤول أن يمنحك دورًا يتضمنها.',
  goToPageYouCanOpen: 'الذهاب إلى صفحة يمكنك فتحها',
  backToChat: 'العودة إلى المحادثة',
  switchedOff: 'متوقف',
  switchedOffPersonalAgents:
    'الوكلاء الشخصيون متوقفون على هذا المثيل، لذا لا يمكن مشاركة أي وكيل أو الإبلاغ عنه.',
  switchedOffConnections: 'الاتصالات متوقفة على هذا المثيل.',
  switchedOffPage: 'هذه الصفحة متوقفة على هذا المثيل.',
  switchOnYourself: 'يمكنك تشغيلها من إعدادات المثيل.',
  switchOnAdministrator: 'يمكن لمسؤول تشغيلها من إعدادات المثيل.',
  openTheSetting: 'فتح الإعداد',
  loading: 'جارٍ التحميل',
  permissionsFailed: 'تعذّر تحميل صلاحياتك',
  tryAgain: 'حاول مرة أخرى',
};
