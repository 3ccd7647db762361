import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorScreen } from '../feedback-screens/error-screen';

/** Receives every render failure the boundaries catch (the app's error-reporting hook). */
export type RenderErrorHandler = (error: unknown, context: Record<string, unknown>) => void;

export interface AppErrorBoundaryProps {
  onError: RenderErrorHandler;
  /** A failure from before anything rendered (start-up): shown and reported like a render failure. */
  startupError?: unknown;
  children?: ReactNode;
}

interface AppErrorBoundaryState {
  failed: boolean;
}

/**
 * The outermost boundary: a render failure anywhere shows the generic error screen (chat-spec
 * section 8), and so does a start-up failure. The start-up error is read from props on every
 * render: an app renders this boundary first around its starting screen and then again with the
 * error, and React keeps the same instance between the two.
 */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AppErrorBoundaryState {
    return { failed: true };
  }

  override componentDidMount() {
    this.reportStartupError();
  }

  override componentDidUpdate(previous: AppErrorBoundaryProps) {
    if (previous.startupError !== this.props.startupError) this.reportStartupError();
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, { source: 'render', componentStack: info.componentStack });
  }

  private reportStartupError() {
    const { startupError, onError } = this.props;
    if (startupError !== undefined) onError(startupError, { source: 'start-up' });
  }

  override render() {
    const failed = this.state.failed || this.props.startupError !== undefined;
    return failed ? <ErrorScreen /> : this.props.children;
  }
}

export interface RouteErrorBoundaryProps {
  onError: RenderErrorHandler;
  children?: ReactNode;
}

/**
 * The routes' boundary: a page that fails to render or to load shows the generic error screen
 * inside the app's providers, and moving to another path tries again.
 */
export function RouteErrorBoundary({ onError, children }: RouteErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <ResettingErrorBoundary onError={onError} resetKey={pathname}>
      {children}
    </ResettingErrorBoundary>
  );
}

interface ResettingErrorBoundaryProps extends RouteErrorBoundaryProps {
  /** A change of this value clears a caught failure. */
  resetKey: string;
}

interface ResettingErrorBoundaryState {
  failed: boolean;
  /** The `resetKey` the state belongs to. */
  resetKey: string;
}

class ResettingErrorBoundary extends Component<
  ResettingErrorBoundaryProps,
  ResettingErrorBoundaryState
> {
  override state: ResettingErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromProps(
    props: ResettingErrorBoundaryProps,
    state: ResettingErrorBoundaryState,
  ): Partial<ResettingErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<ResettingErrorBoundaryState> {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError(error, { source: 'router', componentStack: info.componentStack });
  }

  override render() {
    return this.state.failed ? <ErrorScreen /> : this.props.children;
  }
}
