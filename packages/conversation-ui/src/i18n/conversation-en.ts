/** The conversation's English strings: the wording the specs quote, exactly. */
export const conversationEn = {
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
} as const;
