export { ChatLayoutFrame } from './chat-layout-frame';
export { ChatPageScreen } from './chat-page-screen';
export { ChatShell } from './chat-shell';
export { AppErrorBoundary, RouteErrorBoundary } from './error-boundaries';
export { lazyPage, PageLoadingProgress, usePageLoading } from './lazy-page';
export { GptSystemScreen } from './gpt-system-screen';
export { HEALTH_POLL_INTERVAL_MS, HealthGate } from './health-gate';
export { NAVIGATION_PROGRESS_HEIGHT, NavigationProgress } from './navigation-progress';
export { NotFoundScreen } from './not-found-screen';
export { PersonalAgentsOnly } from './personal-agents-only';
export { useFavicon } from './use-favicon';

export type { ChatLayoutFrameProps, SidebarSlotState } from './chat-layout-frame';
export type {
  AppErrorBoundaryProps,
  RenderErrorHandler,
  RouteErrorBoundaryProps,
} from './error-boundaries';
export type { HealthGateProps } from './health-gate';
export type { NavigationProgressProps } from './navigation-progress';
export type { PersonalAgentsOnlyProps } from './personal-agents-only';
