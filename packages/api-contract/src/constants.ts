/** Business constants of both specs' section 9, each once. Clients and the server import these. */

/** The client version shown in the About drawer. */
export const APP_VERSION = '2.2513.3849';

/** The version carried inside every product token; a different one triggers the new-version flow. */
export const TOKEN_VERSION = '2.2513.3849.0';

/** The brand served when none is named. */
export const DEFAULT_BRAND_KEY = 'default';

/** The product's name until the instance settings say otherwise. */
export const DEFAULT_PRODUCT_NAME = 'Parley';

/** The name shown for an agent whose system has no name (chat-spec section 3). */
export const DEFAULT_AGENT_NAME = 'Azure AI';

/** How an agent without a name (or named "null") is displayed (chat-spec section 5). */
export const UNNAMED_AGENT_LABEL = 'Unnamed Agent';

/**
 * The toast when the agent editor's config state cannot be made (chat-spec section 8), shared by
 * the console, the agent editor and the chat's quick-create, which must not load the editor.
 */
export const CREATE_CONFIG_STATE_FAILED = 'Failed to create agent configuration state';

export const limits = {
  /** Conversation title edit (chat-spec section 5). */
  conversationTitleMaxLength: 50,
  /** Quick-create agent name (chat-spec section 5, admin-spec section 5). */
  agentNameMaxLength: 150,
  /** Longest question accepted by the server; longer ones are refused with 400. */
  questionMaxLength: 32_000,
  userPromptTitleMaxLength: 100,
  userPromptTextMaxLength: 4_000,
  feedbackCommentMaxLength: 2_000,
  connectionNameMaxLength: 300,
  connectionDescriptionMaxLength: 2_000,
  connectionAdminRolesMax: 25,
  moderationNotesMaxLength: 500,
  dynamicStringDefaultMaxLength: 1_000,
  dynamicMultilineAbove: 500,
  moderationContextMessages: 10,
  /** Request bodies larger than this answer 413 (uploads have their own limits). */
  jsonBodyMaxBytes: 1_048_576,
  /** One page of a conversation list. */
  conversationPageSize: 100,
  /** Largest vision image upload (10 MiB); larger ones answer 413. */
  visionImageMaxBytes: 10_485_760,
  /** Largest image area accepted (40 megapixels), so a small file cannot expand into gigabytes. */
  visionImageMaxPixels: 40_000_000,
  /** Longest side of the thumbnail the server makes of every vision image. */
  visionThumbnailMaxSide: 256,
  /** Largest attachment upload (20 MiB); larger ones answer 413. */
  attachmentMaxBytes: 20_971_520,
  /** Most text kept from one attachment (a long PDF) for answering; the rest is not searched. */
  attachmentTextMaxCharacters: 1_000_000,
  /** Largest agent avatar or icon upload (1 MiB); larger ones answer 413. */
  agentAvatarMaxBytes: 1_048_576,
  /** Largest brand image upload (logo, navigation logo, login background, avatar; 5 MiB). */
  brandImageMaxBytes: 5_242_880,
} as const;

export const delays = {
  versionMismatchReloadMs: 100,
  instanceSettingsCacheSeconds: 604_800,
  unusedCacheSeconds: 60,
  subscriptionSyncDebounceMs: 500,
  tokenRegenerationPollMs: 500,
  serviceUnavailableDefaultWaitSeconds: 10,
  tokenLoopResetMs: 30_000,
  /** At this many token requests within the reset window the sign-in cache is cleared. */
  tokenLoopLimit: 4,
  fetchRetryCap: 10,
  fetchRetryBaseMs: 100,
  abortFollowUpMs: 1_000,
  conversationRefetchOnMountMs: 1_000,
  afterCreateAgentRefetchMs: 1_000,
  afterCreateAgentRedirectMs: 500,
  searchDebounceMs: 300,
  navigationTooltipDelayMs: 1_000,
  aboutTooltipDelayMs: 500,
  toastDurationMs: 3_000,
  lazyLoadThrottleMs: 300,
  tourRestartDelayMs: 100,
} as const;

export const layout = {
  navItemHeight: 38,
  navWidth: 280,
  navMiniWidth: 80,
  settingsDrawerWidth: 280,
  aboutDrawerWidth: 280,
  popoverWidth: 480,
  borderRadius: 8,
  avatarGroupMax: 4,
  avatarSeedSize: 128,
  toastMax: 5,
  imagePreviewMaxHeight: 400,
  lazyLoadThresholdPx: 100,
  /** History buckets: Today, Yesterday, Previous 7 Days, Previous 30 Days, months, years. */
  historyBucketDays: [7, 30],
} as const;

export const tour = {
  steps: 12,
  scrollOffset: 20,
  scrollDurationMs: 300,
  tooltipWidth: 380,
  zIndex: 10_000,
  tooltipOffset: 10,
  spotlightPadding: 10,
} as const;

export const ANALYTICS_EXPORT_FILE_NAME = 'analytics-export.csv';
