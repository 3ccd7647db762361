import type { Locator, Page } from '@playwright/test';

/** A file handed to the composer's upload input. */
export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** The composer under a conversation: the message input, uploads, prompts and guidelines. */
export class ComposerPage {
  constructor(private readonly page: Page) {}

  /** Opens a chat path (e.g. an agent's `/chat/{gptSystemId}`) signed in with `token`. */
  async open(token: string, path: string) {
    const separator = path.includes('?') ? '&' : '?';
    await this.page.goto(`${path}${separator}n1ai=${encodeURIComponent(token)}`);
  }

  messageInput(): Locator {
    return this.page.getByRole('textbox', { name: 'Message' });
  }

  sendButton(): Locator {
    return this.page.getByRole('button', { name: 'Send' });
  }

  /** The images and files attached to the question being written. */
  attachments(): Locator {
    return this.page.getByRole('list', { name: 'Attachments' });
  }

  /** The thumbnail the composer shows for an image being attached (decorative: no alt text). */
  imagePreview(fileName: string): Locator {
    return this.attachments().getByRole('listitem').filter({ hasText: fileName }).locator('img');
  }

  async upload(files: UploadFile[]) {
    await this.page.getByLabel('Files to upload').setInputFiles(files);
  }

  promptsButton(): Locator {
    return this.page.getByRole('button', { name: 'My prompts', exact: true });
  }

  promptsDrawer(): Locator {
    return this.page.getByRole('dialog', { name: 'My prompts' });
  }

  guidelinesButton(): Locator {
    return this.page.getByRole('button', { name: 'Read the guidelines' });
  }

  guidelinesDialog(title: string): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The microphone while it does not record (issue 20). */
  recordButton(): Locator {
    return this.page.getByRole('button', { name: 'Record a voice message' });
  }

  /** The microphone while it records. */
  stopRecordingButton(): Locator {
    return this.page.getByRole('button', { name: 'Stop recording' });
  }

  /** How long the microphone has been recording, e.g. "0:03". */
  recordingTimer(): Locator {
    return this.page.getByRole('form', { name: 'Message composer' }).getByRole('timer');
  }

  /** The conversation's messages above the composer. */
  messages(): Locator {
    return this.page.getByRole('region', { name: 'Messages' });
  }
}
