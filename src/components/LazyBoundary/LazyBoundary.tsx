// LazyBoundary: an error boundary around a lazy part — when its chunk fails to load or it throws, a fallback
// shows, one warning is logged, and the rest of the page stays.
import { Component, type ReactNode } from 'react';

export interface LazyBoundaryProps {
  /** what shows instead when the part failed (its chunk did not load, or it threw) */
  fallback: ReactNode;
  /** the console warning, e.g. 'Chart could not be drawn; showing its table instead.' */
  warning: string;
  onError?: () => void;
  children: ReactNode;
}

/**
 * Keeps a failed lazy part (offline, a deploy swapped the files, a missing file) from taking the page down:
 * it shows `fallback` and warns once, and the rest of the page stays.
 */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`[portal] ${this.props.warning}`, error);
    this.props.onError?.();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
