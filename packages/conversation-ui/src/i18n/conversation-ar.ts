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
  startAvatar: 'بدء الصورة الرمزية المتحدثة',
  stopAvatarSpeaking: 'إيقاف الكلام',
  endAvatar: 'إنهاء جلسة الصورة الرمزية',
  speakingAvatar: 'الصورة الرمزية المتحدثة',
  avatarOff: 'ابدأ الصورة الرمزية المتحدثة لتسمع الإجابات بصوتها.',
  avatarConnecting: 'جارٍ توصيل الصورة الرمزية المتحدثة…',
  avatarReady: 'الصورة الرمزية جاهزة: زر القراءة بصوت عالٍ يتحدث من خلالها.',
  avatarSpeaking: 'الصورة الرمزية تتحدث',
  avatarStartFailed: 'تعذّر بدء الصورة الرمزية المتحدثة',
  avatarLost: 'انقطع الاتصال بالصورة الرمزية المتحدثة',
  avatarSpeakFailed: 'تعذّر على الصورة الرمزية قول ذلك',
  avatarPlayFailed: 'تعذّر على هذا المتصفح تشغيل صوت الصورة الرمزية',
};
