export { ServiceStatus } from './components/service-status';
export { ChatHomeScreen } from './home/chat-home-screen';
export { PublicChatScreen } from './public-chat/public-chat-screen';
export { chatTestIds } from './test-ids';

export type { ServiceStatusProps } from './components/service-status';
export type { PublicChatScreenProps } from './public-chat/public-chat-screen';
