/**
 * Path builders for every call of chat-spec section 7, shared by the client's endpoints and the
 * server's routes so the two cannot drift. The server registers `routes` (Fastify patterns); the
 * client calls the builders with real ids.
 */
export const API_PREFIX = '/api/internal';

const encode = encodeURIComponent;
const conversations = `${API_PREFIX}/userConversations`;
const publicConversations = `${API_PREFIX}/publicConversations`;
const currentUser = `${API_PREFIX}/currentUser`;
const configStates = `${API_PREFIX}/configStates`;
const personalManagement = `${API_PREFIX}/gptSystems/personal/management`;
const commonManagement = `${API_PREFIX}/gptSystems/common/management`;
const textToSpeech = `${API_PREFIX}/textToSpeech`;
const textToSpeechVideo = `${textToSpeech}/video`;
const voiceInput = `${API_PREFIX}/voiceInput`;
/** Every administration call sits under this (ARCHITECTURE section 12). */
export const ADMIN_API_PREFIX = `${API_PREFIX}/admin`;
const userRoles = `${ADMIN_API_PREFIX}/userRoles`;
const adminUsers = `${ADMIN_API_PREFIX}/users`;
const chatAccessPolicies = `${ADMIN_API_PREFIX}/chatAccessPolicies`;
const auditLog = `${ADMIN_API_PREFIX}/audit`;
const adminInstanceSettings = `${ADMIN_API_PREFIX}/instanceSettings`;

function conversationPaths(base: string) {
  const one = (conversationId: string) => `${base}/${encode(conversationId)}`;
  const segment = (conversationId: string, segmentId: string) =>
    `${one(conversationId)}/segments/${encode(segmentId)}`;
  return {
    list: () => base,
    archived: () => `${base}/archived`,
    one,
    archive: (conversationId: string) => `${one(conversationId)}/archive`,
    unArchive: (conversationId: string) => `${one(conversationId)}/unArchive`,
    updateTitle: (conversationId: string) => `${one(conversationId)}/updateTitle`,
    updateSelectedLeafSegmentId: (conversationId: string) =>
      `${one(conversationId)}/updateSelectedLeafSegmentId`,
    export: (conversationId: string) => `${one(conversationId)}/export`,
    segments: (conversationId: string) => `${one(conversationId)}/segments`,
    byGptSystemId: (gptSystemId: string) => `${base}/byGptSystemId/${encode(gptSystemId)}`,
    feedback: (conversationId: string, segmentId: string) =>
      `${segment(conversationId, segmentId)}/feedback`,
    citations: (conversationId: string, segmentId: string) =>
      `${segment(conversationId, segmentId)}/citations`,
    citationDownload: (conversationId: string, segmentId: string) =>
      `${segment(conversationId, segmentId)}/citations/download`,
    executionDetails: (conversationId: string, segmentId: string) =>
      `${segment(conversationId, segmentId)}/executionDetails`,
    traceLogs: (conversationId: string, segmentId: string) =>
      `${segment(conversationId, segmentId)}/traceLogs`,
    openAIFile: (conversationId: string, segmentId: string, fileId: string) =>
      `${segment(conversationId, segmentId)}/openAIFiles/${encode(fileId)}`,
  };
}

export const paths = {
  health: () => `${API_PREFIX}/health`,
  liveness: () => `${API_PREFIX}/health/live`,
  readiness: () => `${API_PREFIX}/health/ready`,
  openApi: () => `${API_PREFIX}/openapi.json`,
  instanceSettings: () => `${API_PREFIX}/InstanceSettings`,
  features: () => `${API_PREFIX}/features`,
  buildInfo: () => `${API_PREFIX}/buildInfo`,
  authorization: {
    generateToken: (identityProvider: string) =>
      `${API_PREFIX}/authorization/${encode(identityProvider)}/GenerateToken`,
  },
  brands: {
    theme: (brandKey: string) => `${API_PREFIX}/brands/${encode(brandKey)}/theme`,
    file: (brandKey: string, fileName: string) =>
      `${API_PREFIX}/brands/${encode(brandKey)}/files/${encode(fileName)}`,
  },
  userConversations: conversationPaths(conversations),
  publicConversations: {
    ...conversationPaths(publicConversations),
    byGptPublicEndpoint: (endpoint: string) =>
      `${publicConversations}/byGptPublicEndpoint/${encode(endpoint)}`,
    gptSystemDetailsForConversation: (sessionIdentifier: string) =>
      `${publicConversations}/gptSystemDetailsForConversation/${encode(sessionIdentifier)}`,
    promptsForConversation: (sessionIdentifier: string) =>
      `${publicConversations}/promptsForConversation/${encode(sessionIdentifier)}`,
    /** POST: a new anonymous session for the endpoint (a design: chat-spec section 7 shows none). */
    session: (endpoint: string) =>
      `${publicConversations}/byGptPublicEndpoint/${encode(endpoint)}/session`,
    /** GET: the consents the session has given, so a reload does not ask again (a design). */
    guidelinesConsents: (sessionIdentifier: string) =>
      `${publicConversations}/guidelinesConsents/${encode(sessionIdentifier)}`,
    /** POST: the session's consent to a guidelines document (a design, like `session`). */
    guidelinesConsent: (sessionIdentifier: string, guidelinesDocumentId: string) =>
      `${publicConversations}/guidelinesConsents/${encode(sessionIdentifier)}/${encode(guidelinesDocumentId)}`,
  },
  gptSystems: {
    detailsForConversation: (gptSystemId: string) =>
      `${API_PREFIX}/gptSystems/${encode(gptSystemId)}/detailsForConversation`,
    promptsForConversation: (gptSystemId: string) =>
      `${API_PREFIX}/gptSystems/${encode(gptSystemId)}/promptsForConversation`,
    avatar: (gptSystemId: string, version: number) =>
      `${API_PREFIX}/gptSystems/common/management/${encode(gptSystemId)}/avatar?v=${version}`,
  },
  currentUser: {
    availableGptSystems: () => `${currentUser}/AvailableGptSystems`,
    details: () => `${currentUser}/details`,
    pinnedGptSystems: () => `${currentUser}/pinnedGptSystems`,
    pinnedGptSystem: (gptSystemId: string) =>
      `${currentUser}/pinnedGptSystem/${encode(gptSystemId)}`,
    recentGptSystems: () => `${currentUser}/recentGptSystems`,
    userRolesWithResolvedActions: () => `${currentUser}/UserRolesWithResolvedActions`,
    guidelinesConsents: () => `${currentUser}/guidelinesConsents`,
    gptSystemSharedWithMe: (gptSystemId: string) =>
      `${currentUser}/gptSystemSharedWithMe/${encode(gptSystemId)}`,
  },
  userPrompts: {
    list: () => `${API_PREFIX}/userPrompts`,
    one: (promptId: string) => `${API_PREFIX}/userPrompts/${encode(promptId)}`,
  },
  guidelinesDocuments: {
    public: (guidelinesDocumentId: string) =>
      `${API_PREFIX}/guidelinesDocuments/${encode(guidelinesDocumentId)}/public`,
    consent: (guidelinesDocumentId: string) =>
      `${API_PREFIX}/guidelinesDocuments/${encode(guidelinesDocumentId)}/consent`,
  },
  visionImages: {
    upload: () => `${API_PREFIX}/VisionImages/Files`,
    base64: (visionImageId: string, blobFileName: string) =>
      `${API_PREFIX}/VisionImages/${encode(visionImageId)}/Files/${encode(blobFileName)}/base64`,
  },
  attachments: {
    upload: () => `${API_PREFIX}/attachments`,
    one: (attachmentId: string) => `${API_PREFIX}/attachments/${encode(attachmentId)}`,
    base64: (attachmentId: string) => `${API_PREFIX}/attachments/${encode(attachmentId)}/base64`,
  },
  generatedImages: (conversationId: string, segmentId: string, key: string, fileName: string) =>
    `${API_PREFIX}/generatedImages/${encode(conversationId)}/${encode(segmentId)}/${encode(key)}/${encode(fileName)}`,
  configStates: {
    one: (configStateId: string) => `${API_PREFIX}/configStates/${encode(configStateId)}`,
    avatar: (configStateId: string, version: number) =>
      `${API_PREFIX}/configStates/${encode(configStateId)}/avatar?v=${version}`,
    traceLogs: (configStateId: string, conversationId: string, segmentId: string) =>
      `${API_PREFIX}/config-states/${encode(configStateId)}/conversations/${encode(conversationId)}/segments/${encode(segmentId)}/trace-logs`,
    /** The execution details of a test conversation's answer (a design, like the user's call). */
    executionDetails: (configStateId: string, conversationId: string, segmentId: string) =>
      `${configStates}/${encode(configStateId)}/conversations/${encode(conversationId)}/segments/${encode(segmentId)}/executionDetails`,
    // The calls below are a design where chat-spec section 7 names the call but shows no path.
    byGptSystemType: (gptSystemType: string) =>
      `${configStates}/byGptSystemType/${encode(gptSystemType)}`,
    byGptSystemId: (gptSystemId: string) => `${configStates}/byGptSystemId/${encode(gptSystemId)}`,
    dataSourcesAndCapabilities: (configStateId: string) =>
      `${configStates}/${encode(configStateId)}/dataSourcesAndCapabilities`,
    createGptSystem: (configStateId: string) =>
      `${configStates}/${encode(configStateId)}/createGptSystem`,
    updateGptSystem: (configStateId: string) =>
      `${configStates}/${encode(configStateId)}/updateGptSystem`,
    /** POST copies a published version of the agent into the config state (a design). */
    restoreVersion: (configStateId: string, version: number) =>
      `${configStates}/${encode(configStateId)}/restoreVersion/${version}`,
    /** The model deployments an agent may use (admin-spec section 7, "GET deployments"). */
    deployments: () => `${configStates}/deployments`,
    /** The kinds of data source an agent may search (admin-spec section 7, "GET data-source types"). */
    dataSourceTypes: () => `${configStates}/dataSourceTypes`,
    /** What a new agent of the type starts with (admin-spec section 7, "Configuration templates"). */
    template: (gptSystemType: string) => `${configStates}/templates/${encode(gptSystemType)}`,
    /** Upload (POST, multipart) and removal (DELETE) of the agent icon; GET is `avatar`. */
    avatarFile: (configStateId: string) => `${configStates}/${encode(configStateId)}/avatar`,
    /** POST starts a streamed test conversation in the agent editor. */
    conversations: (configStateId: string) =>
      `${configStates}/${encode(configStateId)}/conversations`,
    conversation: (configStateId: string, conversationId: string) =>
      `${configStates}/${encode(configStateId)}/conversations/${encode(conversationId)}`,
    /** POST asks the next question of a test conversation, streamed like user segments. */
    segments: (configStateId: string, conversationId: string) =>
      `${configStates}/${encode(configStateId)}/conversations/${encode(conversationId)}/segments`,
  },
  /** Agent management (chat-spec section 7); the sub-paths are a design where it shows none. */
  agentManagement: {
    personalList: () => personalManagement,
    personalOne: (gptSystemId: string) => `${personalManagement}/${encode(gptSystemId)}`,
    publishing: (gptSystemId: string) => `${personalManagement}/${encode(gptSystemId)}/publishing`,
    commonOne: (gptSystemId: string) => `${commonManagement}/${encode(gptSystemId)}`,
    prompts: (gptSystemId: string) => `${commonManagement}/${encode(gptSystemId)}/prompts`,
    prompt: (gptSystemId: string, promptId: string) =>
      `${commonManagement}/${encode(gptSystemId)}/prompts/${encode(promptId)}`,
    avatar: (gptSystemId: string) => `${commonManagement}/${encode(gptSystemId)}/avatar`,
    /** The agent's published versions, newest first (a design). */
    versions: (gptSystemId: string) => `${commonManagement}/${encode(gptSystemId)}/versions`,
  },
  /** Text-to-speech (chat-spec section 7): a design, the spec shows no path. */
  textToSpeech: {
    /** Reads a text aloud: the answer is a sound file. */
    speech: () => `${textToSpeech}/speech`,
    connect: () => `${textToSpeechVideo}/connect`,
    disconnect: () => `${textToSpeechVideo}/disconnect`,
    stopSpeaking: () => `${textToSpeechVideo}/stopSpeaking`,
    /** Has the avatar say a text (a design: the spec names no way to give it one). */
    speakVideo: () => `${textToSpeechVideo}/speak`,
  },
  /**
   * Voice input (chat-spec section 1; issue 20), a design: GET whether this server can transcribe
   * (`voice-input.ts`), POST a recording to have it transcribed.
   */
  voiceInput: {
    capability: () => voiceInput,
    transcriptions: () => `${voiceInput}/transcriptions`,
  },
  /**
   * `GET, POST /api/messages`: the user's current platform notices, and dismissing one
   * (`messages.ts`); the one call outside `/api/internal` (chat-spec section 7).
   */
  messages: () => '/api/messages',
  /**
   * Administration (admin-spec section 7 names the calls, not their paths: these are a design).
   * User roles and their users, users, directory groups, chat access policies, the audit log.
   */
  admin: {
    userRoles: () => userRoles,
    userRole: (userRoleId: string) => `${userRoles}/${encode(userRoleId)}`,
    userRoleUsers: (userRoleId: string) => `${userRoles}/${encode(userRoleId)}/users`,
    userRoleUser: (userRoleId: string, userId: string) =>
      `${userRoles}/${encode(userRoleId)}/users/${encode(userId)}`,
    users: () => adminUsers,
    user: (userId: string) => `${adminUsers}/${encode(userId)}`,
    directoryGroups: () => `${ADMIN_API_PREFIX}/directoryGroups`,
    brands: () => `${ADMIN_API_PREFIX}/brands`,
    brand: (brandKey: string) => `${ADMIN_API_PREFIX}/brands/${encode(brandKey)}`,
    /** Upload one of a brand's images (logo, navigationLogo, splashScreenBackground, avatar). */
    brandImage: (brandKey: string, slot: string) =>
      `${ADMIN_API_PREFIX}/brands/${encode(brandKey)}/images/${encode(slot)}`,
    brandFile: (brandKey: string, fileName: string) =>
      `${ADMIN_API_PREFIX}/brands/${encode(brandKey)}/files/${encode(fileName)}`,
    /** The instance's default brand (the brand of visits on no brand's host name). */
    defaultBrandKey: () => `${adminInstanceSettings}/defaultBrandKey`,
    gptSystems: () => `${ADMIN_API_PREFIX}/gptSystems`,
    gptSystem: (gptSystemId: string) => `${ADMIN_API_PREFIX}/gptSystems/${encode(gptSystemId)}`,
    /** A system agent's public endpoint, allowed origins, limits and brand (a design). */
    gptSystemPublicChat: (gptSystemId: string) =>
      `${ADMIN_API_PREFIX}/gptSystems/${encode(gptSystemId)}/publicChat`,
    chatAccessPolicies: () => chatAccessPolicies,
    chatAccessPolicy: (chatAccessPolicyId: string) =>
      `${chatAccessPolicies}/${encode(chatAccessPolicyId)}`,
    audit: () => auditLog,
    auditExport: () => `${auditLog}/export`,
    auditEntry: (auditEntryId: string) => `${auditLog}/${encode(auditEntryId)}`,
    /** Instance settings, one call per console tab (issue 17). */
    personalAgentSettings: () => `${adminInstanceSettings}/personalAgents`,
    /** One of the instance's provider keys, `claude` or `bing` (apiKeys tab). */
    instanceApiKey: (kind: string) => `${adminInstanceSettings}/apiKeys/${encode(kind)}`,
    brandingSettings: () => `${adminInstanceSettings}/branding`,
    budgetSettings: () => `${adminInstanceSettings}/budget`,
    hipaaSettings: () => `${adminInstanceSettings}/hipaa`,
  },
} as const;

/** Fastify route patterns for the same paths (`:param` placeholders), for the server. */
export const routes = {
  health: paths.health(),
  liveness: paths.liveness(),
  readiness: paths.readiness(),
  openApi: paths.openApi(),
  instanceSettings: paths.instanceSettings(),
  features: paths.features(),
  buildInfo: paths.buildInfo(),
  generateToken: `${API_PREFIX}/authorization/:identityProvider/GenerateToken`,
  brandTheme: `${API_PREFIX}/brands/:brandKey/theme`,
  brandFile: `${API_PREFIX}/brands/:brandKey/files/:fileName`,
  conversations: {
    list: conversations,
    archived: `${conversations}/archived`,
    one: `${conversations}/:conversationId`,
    archive: `${conversations}/:conversationId/archive`,
    unArchive: `${conversations}/:conversationId/unArchive`,
    updateTitle: `${conversations}/:conversationId/updateTitle`,
    updateSelectedLeafSegmentId: `${conversations}/:conversationId/updateSelectedLeafSegmentId`,
    export: `${conversations}/:conversationId/export`,
    segments: `${conversations}/:conversationId/segments`,
    byGptSystemId: `${conversations}/byGptSystemId/:gptSystemId`,
    feedback: `${conversations}/:conversationId/segments/:segmentId/feedback`,
    citations: `${conversations}/:conversationId/segments/:segmentId/citations`,
    citationDownload: `${conversations}/:conversationId/segments/:segmentId/citations/download`,
    executionDetails: `${conversations}/:conversationId/segments/:segmentId/executionDetails`,
    traceLogs: `${conversations}/:conversationId/segments/:segmentId/traceLogs`,
    openAIFile: `${conversations}/:conversationId/segments/:segmentId/openAIFiles/:fileId`,
  },
  publicConversations: {
    one: `${publicConversations}/:conversationId`,
    segments: `${publicConversations}/:conversationId/segments`,
    updateSelectedLeafSegmentId: `${publicConversations}/:conversationId/updateSelectedLeafSegmentId`,
    citations: `${publicConversations}/:conversationId/segments/:segmentId/citations`,
    citationDownload: `${publicConversations}/:conversationId/segments/:segmentId/citations/download`,
    byGptPublicEndpoint: `${publicConversations}/byGptPublicEndpoint/:gptPublicEndpoint`,
    session: `${publicConversations}/byGptPublicEndpoint/:gptPublicEndpoint/session`,
    gptSystemDetailsForConversation: `${publicConversations}/gptSystemDetailsForConversation/:sessionIdentifier`,
    promptsForConversation: `${publicConversations}/promptsForConversation/:sessionIdentifier`,
    guidelinesConsents: `${publicConversations}/guidelinesConsents/:sessionIdentifier`,
    guidelinesConsent: `${publicConversations}/guidelinesConsents/:sessionIdentifier/:guidelinesDocumentId`,
  },
  gptSystems: {
    detailsForConversation: `${API_PREFIX}/gptSystems/:gptSystemId/detailsForConversation`,
    promptsForConversation: `${API_PREFIX}/gptSystems/:gptSystemId/promptsForConversation`,
    avatar: `${API_PREFIX}/gptSystems/common/management/:gptSystemId/avatar`,
  },
  currentUser: {
    availableGptSystems: `${currentUser}/AvailableGptSystems`,
    details: `${currentUser}/details`,
    pinnedGptSystems: `${currentUser}/pinnedGptSystems`,
    pinnedGptSystem: `${currentUser}/pinnedGptSystem/:gptSystemId`,
    recentGptSystems: `${currentUser}/recentGptSystems`,
    gptSystemSharedWithMe: `${currentUser}/gptSystemSharedWithMe/:gptSystemId`,
    userRolesWithResolvedActions: `${currentUser}/UserRolesWithResolvedActions`,
    guidelinesConsents: `${currentUser}/guidelinesConsents`,
  },
  userPrompts: { list: `${API_PREFIX}/userPrompts`, one: `${API_PREFIX}/userPrompts/:promptId` },
  guidelinesDocuments: {
    public: `${API_PREFIX}/guidelinesDocuments/:guidelinesDocumentId/public`,
    consent: `${API_PREFIX}/guidelinesDocuments/:guidelinesDocumentId/consent`,
  },
  visionImages: {
    upload: `${API_PREFIX}/VisionImages/Files`,
    base64: `${API_PREFIX}/VisionImages/:visionImageId/Files/:blobFileName/base64`,
  },
  attachments: {
    upload: `${API_PREFIX}/attachments`,
    one: `${API_PREFIX}/attachments/:attachmentId`,
    base64: `${API_PREFIX}/attachments/:attachmentId/base64`,
  },
  generatedImages: `${API_PREFIX}/generatedImages/:conversationId/:segmentId/:key/:fileName`,
  configStates: {
    one: `${configStates}/:configStateId`,
    avatar: `${configStates}/:configStateId/avatar`,
    traceLogs: `${API_PREFIX}/config-states/:configStateId/conversations/:conversationId/segments/:segmentId/trace-logs`,
    executionDetails: `${configStates}/:configStateId/conversations/:conversationId/segments/:segmentId/executionDetails`,
    byGptSystemType: `${configStates}/byGptSystemType/:gptSystemType`,
    byGptSystemId: `${configStates}/byGptSystemId/:gptSystemId`,
    dataSourcesAndCapabilities: `${configStates}/:configStateId/dataSourcesAndCapabilities`,
    createGptSystem: `${configStates}/:configStateId/createGptSystem`,
    updateGptSystem: `${configStates}/:configStateId/updateGptSystem`,
    restoreVersion: `${configStates}/:configStateId/restoreVersion/:version`,
    deployments: `${configStates}/deployments`,
    dataSourceTypes: `${configStates}/dataSourceTypes`,
    template: `${configStates}/templates/:gptSystemType`,
    conversations: `${configStates}/:configStateId/conversations`,
    conversation: `${configStates}/:configStateId/conversations/:conversationId`,
    segments: `${configStates}/:configStateId/conversations/:conversationId/segments`,
  },
  agentManagement: {
    personalList: personalManagement,
    personalOne: `${personalManagement}/:gptSystemId`,
    publishing: `${personalManagement}/:gptSystemId/publishing`,
    commonOne: `${commonManagement}/:gptSystemId`,
    prompts: `${commonManagement}/:gptSystemId/prompts`,
    prompt: `${commonManagement}/:gptSystemId/prompts/:promptId`,
    avatar: `${commonManagement}/:gptSystemId/avatar`,
    versions: `${commonManagement}/:gptSystemId/versions`,
  },
  textToSpeech: {
    speech: `${textToSpeech}/speech`,
    connect: `${textToSpeechVideo}/connect`,
    disconnect: `${textToSpeechVideo}/disconnect`,
    stopSpeaking: `${textToSpeechVideo}/stopSpeaking`,
    speakVideo: `${textToSpeechVideo}/speak`,
  },
  voiceInput: { capability: voiceInput, transcriptions: `${voiceInput}/transcriptions` },
  messages: '/api/messages',
  admin: {
    userRoles,
    userRole: `${userRoles}/:userRoleId`,
    userRoleUsers: `${userRoles}/:userRoleId/users`,
    userRoleUser: `${userRoles}/:userRoleId/users/:userId`,
    users: adminUsers,
    user: `${adminUsers}/:userId`,
    directoryGroups: `${ADMIN_API_PREFIX}/directoryGroups`,
    brands: `${ADMIN_API_PREFIX}/brands`,
    brand: `${ADMIN_API_PREFIX}/brands/:brandKey`,
    brandImage: `${ADMIN_API_PREFIX}/brands/:brandKey/images/:slot`,
    brandFile: `${ADMIN_API_PREFIX}/brands/:brandKey/files/:fileName`,
    defaultBrandKey: `${adminInstanceSettings}/defaultBrandKey`,
    gptSystems: `${ADMIN_API_PREFIX}/gptSystems`,
    gptSystem: `${ADMIN_API_PREFIX}/gptSystems/:gptSystemId`,
    gptSystemPublicChat: `${ADMIN_API_PREFIX}/gptSystems/:gptSystemId/publicChat`,
    chatAccessPolicies,
    chatAccessPolicy: `${chatAccessPolicies}/:chatAccessPolicyId`,
    audit: auditLog,
    auditExport: `${auditLog}/export`,
    auditEntry: `${auditLog}/:auditEntryId`,
    personalAgentSettings: `${adminInstanceSettings}/personalAgents`,
    instanceApiKey: `${adminInstanceSettings}/apiKeys/:kind`,
    brandingSettings: `${adminInstanceSettings}/branding`,
    budgetSettings: `${adminInstanceSettings}/budget`,
    hipaaSettings: `${adminInstanceSettings}/hipaa`,
  },
} as const;
