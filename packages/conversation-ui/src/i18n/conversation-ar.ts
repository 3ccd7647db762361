import type { Translation } from '@parley/theme-brands';
import type { conversationEn } from './conversation-en';

/** The conversation's Arabic strings. */
export const conversationAr: Translation<typeof conversationEn> = {
  messageComposer: 'محرّر الرسالة',
  message: 'الرسالة',
  messagePlaceholder: 'اكتب رسالتك...',
  filesToUpload: 'الملفات المراد رفعها',
  uploadFiles: 'رفع ملفات',
  myPrompts: 'موجّهاتي',
  stop: 'إيقاف',
  send: 'إرسال',
  acceptGuidelinesFirst: 'يُرجى قبول الإرشادات أولًا',
  guidelinesAsk: 'يطلب منك هذا الوكيل قراءة «{{title}}» وقبولها قبل المحادثة.',
  readGuidelines: 'قراءة الإرشادات',
};
