/** The words of the agent editor's test chat, for the component, its tests and the journeys. */
export const testChatMessages = {
  title: 'Test chat',
  empty:
    'Ask the agent something: it answers with the configuration as you have it now, before you save it to the agent.',
  restart: 'Restart',
  configurationChanged:
    'The configuration changed since these answers: restart the test chat to try it from the start.',
  restartWithChanges: 'Restart the test chat',
} as const;
