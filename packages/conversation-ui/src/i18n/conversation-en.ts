import { conversationMessages } from '../conversation/conversation-messages';

/**
 * The conversation's English strings: the wording the specs quote, exactly. The messages file
 * stays the English source of its parts (tests assert it); this joins it into one catalogue.
 */
export const conversationEn = {
  ...conversationMessages,
  messageComposer: 'Message composer',
  message: 'Message',
  messagePlaceholder: 'Type your message...',
  filesToUpload: 'Files to upload',
  uploadFiles: 'Upload files',
  myPrompts: 'My prompts',
  stop: 'Stop',
  send: 'Send',
  acceptGuidelinesFirst: 'Please accept the guidelines first',
  guidelinesAsk: 'This agent asks you to read and accept “{{title}}” before you chat.',
  readGuidelines: 'Read the guidelines',
  answerActions: 'Answer actions',
  copy: 'Copy',
  goodAnswer: 'Good answer',
  badAnswer: 'Bad answer',
  executionDetails: 'Execution details',
  edit: 'Edit',
  editQuestion: 'Edit question',
  questionRequired: 'Question is required',
  cancel: 'Cancel',
  save: 'Save',
  copyCode: 'Copy code',
  codeCopyFailed: 'Could not copy to the clipboard',
} as const;
