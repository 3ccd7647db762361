/**
 * Who may import whom, as ARCHITECTURE.md section 2 draws it. Each workspace member lists the
 * `@parley/*` packages it may import; every other `@parley/*` name is refused by lint.
 */
export const libraryPackages = [
  'api-contract',
  'api-client',
  'auth',
  'theme-brands',
  'app-shell',
  'conversation-ui',
  'agent-editor',
  'chat-ui',
  'admin-ui',
] as const;

export const applications = ['chat', 'admin', 'public-chat', 'api-server'] as const;

type LibraryPackage = (typeof libraryPackages)[number];
type Application = (typeof applications)[number];

/** What every signed-in app shares (app-shell) may use, and so may the screens above it. */
const shellPackages: readonly LibraryPackage[] = [
  'api-client',
  'auth',
  'theme-brands',
  'api-contract',
];
/** The streamed conversation shared by the chat and the console: below both, above app-shell, no auth. */
const conversationPackages: readonly LibraryPackage[] = [
  'app-shell',
  'api-client',
  'theme-brands',
  'api-contract',
];
/** The agent editor, shared by the console and the chat: its data arrives through ports, so no api-client. */
const agentEditorPackages: readonly LibraryPackage[] = [
  'conversation-ui',
  'app-shell',
  'theme-brands',
  'api-contract',
];
const uiPackages: readonly LibraryPackage[] = [
  ...shellPackages,
  'app-shell',
  'conversation-ui',
  'agent-editor',
];

export const allowedImports: Record<LibraryPackage | Application, readonly LibraryPackage[]> = {
  'api-contract': [],
  'api-client': ['api-contract'],
  auth: ['api-contract', 'theme-brands'],
  'theme-brands': ['api-contract'],
  'app-shell': shellPackages,
  'conversation-ui': conversationPackages,
  'agent-editor': agentEditorPackages,
  'chat-ui': uiPackages,
  'admin-ui': uiPackages,
  chat: libraryPackages,
  admin: libraryPackages,
  'public-chat': libraryPackages,
  'api-server': ['api-contract'],
};

/** The folder a workspace member lives in, relative to the repository root. */
export function memberFolder(member: LibraryPackage | Application): string {
  return (applications as readonly string[]).includes(member)
    ? `apps/${member}`
    : `packages/${member}`;
}

/**
 * Entry points only the console may import: the administration calls stay out of the chat apps'
 * bundles (ARCHITECTURE section 12).
 */
export const consoleOnlyEntries = ['@parley/api-client/admin'] as const;
export const consoleMembers: readonly (LibraryPackage | Application)[] = ['admin-ui', 'admin'];

/** The `@parley/*` names a member must not import: every other member, less what it may use. */
export function forbiddenImports(member: LibraryPackage | Application): string[] {
  const allowed = new Set<string>([member, ...allowedImports[member]]);
  return [...libraryPackages, ...applications].filter((name) => !allowed.has(name));
}
