import { CONTENT_COLUMN_WIDTH_VAR } from '@parley/app-shell';

/**
 * The conversation's column (message list and composer) reads its width from this variable, 4xl
 * unless the user's stretch setting sets it to the whole content area (`SettingsContent`), so
 * stretch widens the conversation, not only the header (issue 13).
 */
export const conversationColumnMaxWidth = `var(${CONTENT_COLUMN_WIDTH_VAR}, var(--chakra-sizes-4xl))`;
