'use client';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, reloadOnce } from './reloadOnce';

interface Props {
  children: ReactNode;
  /** Shown when the part failed and the page already reloaded within the last 60 s. */
  fallback?: ReactNode;
}

interface State {
  error: unknown;
  reloading: boolean;
}

/**
 * Wraps a lazily loaded page part: when its code fails to load, the page reloads once (60 s guard).
 * Other errors go on to the route's error page.
 */
export class ReloadOnceBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidCatch(error: unknown) {
    if (isChunkLoadError(error) && reloadOnce()) this.setState({ reloading: true });
  }

  override render() {
    const { error, reloading } = this.state;
    if (!error) return this.props.children;
    if (reloading) return null;
    if (isChunkLoadError(error)) return this.props.fallback ?? null;
    throw error;
  }
}
