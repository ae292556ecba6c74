import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What renders instead of children once one of them has thrown. */
  fallback: ReactNode;
  children: ReactNode;
  onError?: (error: unknown, info: ErrorInfo) => void;
}

/**
 * Catches what a subtree throws while rendering (a remote's bug, a chunk that failed to load) and
 * renders the fallback in its place; the rest of the page keeps working. To try again, remount it
 * with a new `key`. (Ten lines of our own rather than a library on every page's critical path.)
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
