'use client';
import { Component, type ReactNode } from 'react';
import { ErrorPageFailed } from './ErrorView';

/** The inner boundary of the error page: if showing the error page fails, a plain message and a link home. */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page failed', error);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
