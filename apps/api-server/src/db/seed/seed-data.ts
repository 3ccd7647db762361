import {
  actions,
  allActions,
  DEFAULT_BRAND_COLORS,
  defaultLibraryIndexSettings,
} from '@parley/api-contract';

/**
 * What a new instance starts with. Seeded rows have fixed ids, so a second start recognises them
 * and changes nothing (and an administrator's later edits are never overwritten).
 */
export const seedIds = {
  roles: {
    administrator: '00000000-0000-4000-8000-000000000101',
    staff: '00000000-0000-4000-8000-000000000102',
    moderator: '00000000-0000-4000-8000-000000000103',
  },
  users: {
    admin: '00000000-0000-4000-8000-000000000201',
    staff: '00000000-0000-4000-8000-000000000202',
    moderator: '00000000-0000-4000-8000-000000000203',
  },
  guidelines: { acceptableUse: '00000000-0000-4000-8000-000000000301' },
  libraries: { handbook: '00000000-0000-4000-8000-000000000601' },
  agents: {
    assistant: '00000000-0000-4000-8000-000000000401',
    policyGuide: '00000000-0000-4000-8000-000000000402',
    handbook: '00000000-0000-4000-8000-000000000403',
  },
} as const;

/** The role a user signing in for the first time through Entra ID or OIDC receives. */
export const defaultRoleId = seedIds.roles.staff;

export const seedInstanceSettings = {
  id: 1,
  name: 'Parley',
  organizationName: 'Parley',
  entraClientId: '',
  entraTenantId: '',
  entraInstance: 'https://login.microsoftonline.com/',
  defaultBrandKey: 'default',
  allowUserCreatedGptSystems: false,
  allowConnections: false,
  showFooter: true,
};

export const seedRoles = [
  { roleId: seedIds.roles.administrator, name: 'Administrator', actions: [...allActions] },
  { roleId: seedIds.roles.staff, name: 'Staff', actions: [actions.AgentRead] },
  {
    roleId: seedIds.roles.moderator,
    name: 'Moderator',
    actions: [actions.ModerationRead, actions.ModerationWrite, actions.AgentRead],
  },
];

export const seedUsers = [
  {
    userId: seedIds.users.admin,
    userName: 'admin@parley.local',
    displayName: 'Ada Admin',
    email: 'admin@parley.local',
    roleId: seedIds.roles.administrator,
  },
  {
    userId: seedIds.users.staff,
    userName: 'staff@parley.local',
    displayName: 'Sam Staff',
    email: 'staff@parley.local',
    roleId: seedIds.roles.staff,
  },
  {
    userId: seedIds.users.moderator,
    userName: 'moderator@parley.local',
    displayName: 'Morgan Moderator',
    email: 'moderator@parley.local',
    roleId: seedIds.roles.moderator,
  },
];

function logoSvg(background: string, foreground: string, label: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48">',
    `<rect width="48" height="48" rx="12" fill="${background}"/>`,
    `<path d="M12 14h24v14H22l-6 6v-6h-4z" fill="${foreground}"/>`,
    `<text x="58" y="31" font-family="sans-serif" font-size="20" font-weight="700" fill="${background}">${label}</text>`,
    '</svg>',
  ].join('');
}

function markSvg(background: string, foreground: string): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">',
    `<rect width="48" height="48" rx="12" fill="${background}"/>`,
    `<path d="M12 14h24v14H22l-6 6v-6h-4z" fill="${foreground}"/>`,
    '</svg>',
  ].join('');
}

export const seedBrands = [
  {
    brand: {
      brandKey: 'default',
      primary: DEFAULT_BRAND_COLORS.primary,
      secondary: DEFAULT_BRAND_COLORS.secondary,
      menu: DEFAULT_BRAND_COLORS.menu,
      menuTextPrimary: DEFAULT_BRAND_COLORS.menuTextPrimary,
      useGradientButtons: false,
      logoFileName: 'logo.svg',
      navigationLogoFileName: 'navigation-logo.svg',
      splashScreenBackgroundFileName: null,
      useLoginBackgroundImg: false,
      loginBackground: DEFAULT_BRAND_COLORS.loginBackground,
      loginAlignment: 'Center',
      avatar: null,
    },
    files: {
      'logo.svg': logoSvg(DEFAULT_BRAND_COLORS.primary, '#FFFFFF', 'Parley'),
      'navigation-logo.svg': markSvg(DEFAULT_BRAND_COLORS.primary, '#FFFFFF'),
    },
  },
  {
    brand: {
      brandKey: 'harbour',
      primary: '#0B6E4F',
      secondary: '#F4A259',
      menu: '#0E2A3B',
      menuTextPrimary: '#FFFFFF',
      useGradientButtons: true,
      logoFileName: 'harbour-logo.svg',
      navigationLogoFileName: 'harbour-mark.svg',
      splashScreenBackgroundFileName: null,
      useLoginBackgroundImg: false,
      loginBackground: '#0E2A3B',
      loginAlignment: 'Left',
      avatar: null,
    },
    files: {
      'harbour-logo.svg': logoSvg('#0B6E4F', '#F4A259', 'Harbour'),
      'harbour-mark.svg': markSvg('#0B6E4F', '#F4A259'),
    },
  },
];

export const seedGuidelines = {
  guidelinesDocumentId: seedIds.guidelines.acceptableUse,
  title: 'Acceptable use of AI assistants',
  requireConsent: true,
  sections: [
    {
      sectionId: '00000000-0000-4000-8000-000000000311',
      title: 'What you may share',
      content:
        'Share only information you are allowed to share with colleagues. Never paste passwords, ' +
        "customer card numbers or other people's health data.",
    },
    {
      sectionId: '00000000-0000-4000-8000-000000000312',
      title: 'Checking answers',
      content:
        'Answers can be wrong. Check facts, figures and citations before you rely on them or pass them on.',
    },
  ],
};

const offline = 'offline';

export const seedAgents = [
  {
    agent: {
      gptSystemId: seedIds.agents.assistant,
      name: 'Parley Assistant',
      description: 'A general assistant for everyday questions, drafting and summaries.',
      introduction:
        "Hello! I'm the Parley Assistant. Ask me anything, or type `/demo all` to see every kind of answer I can stream.",
      systemPrompt:
        'You are the Parley Assistant, a helpful and concise assistant for the staff of an organisation. ' +
        'Answer in Markdown. Say when you are unsure.',
      deploymentName: offline,
      publicEndpoint: 'parley-demo',
      publicEndpointEnabled: true,
      capabilityTypes: ['CodeInterpreter', 'Vision'],
      visionFileUpload: true,
      guidelinesDocumentId: null,
      temperature: 0.7,
    },
    prompts: [
      { title: 'Summarise', text: 'Summarise the following text in three bullet points:' },
      { title: 'Draft an email', text: 'Draft a short, friendly email that says:' },
      { title: 'Show every event', text: '/demo all' },
    ],
  },
  {
    agent: {
      gptSystemId: seedIds.agents.policyGuide,
      name: 'Policy Guide',
      description: 'Answers questions about working with AI safely. Asks for consent first.',
      introduction:
        'I help you use AI assistants within the rules. Please read and accept the guidelines before we start.',
      systemPrompt:
        'You are the Policy Guide. Explain the acceptable-use rules for AI assistants plainly and briefly.',
      deploymentName: offline,
      publicEndpoint: null,
      capabilityTypes: [],
      visionFileUpload: false,
      guidelinesDocumentId: seedIds.guidelines.acceptableUse,
      temperature: 0.2,
    },
    prompts: [
      { title: 'What may I share?', text: 'What information may I share with an AI assistant?' },
    ],
  },
  {
    agent: {
      gptSystemId: seedIds.agents.handbook,
      name: 'Handbook Search',
      description: 'Finds answers in the staff handbook and cites the pages it used.',
      introduction:
        'Ask me about travel, expenses or remote work: I answer from the staff handbook and cite my sources.',
      systemPrompt:
        'You answer questions about the staff handbook. Use only the documents provided and cite them.',
      deploymentName: offline,
      publicEndpoint: null,
      capabilityTypes: ['FileSearch'],
      dataSourceIds: [seedIds.libraries.handbook],
      visionFileUpload: false,
      guidelinesDocumentId: null,
      temperature: 0,
    },
    prompts: [
      { title: 'Travel', text: 'How do I book travel for a customer visit?' },
      { title: 'Expenses', text: 'What is the deadline for submitting expenses?' },
    ],
  },
];

/**
 * The staff handbook the Handbook Search agent answers from: a file library on default endpoints
 * whose Markdown files are seeded Online, each short enough to be one chunk (what processing
 * would make of it).
 */
export const seedLibrary = {
  library: {
    dataSourceId: seedIds.libraries.handbook,
    dataSourceType: 'FileLibrary',
    endpointsType: 'Default',
    name: 'Staff handbook',
    description: 'Travel, expenses and remote work: what the Handbook Search agent answers from.',
    ...defaultLibraryIndexSettings,
    embeddingDeploymentName: null,
  },
  files: [
    {
      fileId: '00000000-0000-4000-8000-000000000611',
      fileName: 'Travel policy.md',
      text:
        'Book all business travel through the travel desk at least 14 days ahead. ' +
        'Economy class is the rule for flights under six hours. Hotels must be within the city rate cap.',
    },
    {
      fileId: '00000000-0000-4000-8000-000000000612',
      fileName: 'Expenses.md',
      text:
        'Submit expenses within 30 days with a receipt for every item over 25 euros. ' +
        'Meals with customers need the names of the guests. Your manager approves expenses weekly.',
    },
    {
      fileId: '00000000-0000-4000-8000-000000000613',
      fileName: 'Remote work.md',
      text:
        'Staff may work remotely up to three days a week. Keep your calendar up to date and ' +
        'join the team meeting on Tuesdays in person. Equipment for home offices is ordered through IT.',
    },
  ],
};
