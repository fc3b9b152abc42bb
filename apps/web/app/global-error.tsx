'use client';
import { Component, type ReactNode } from 'react';
import { NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';

/** If showing the error page fails: the plain message and a link home (spec 2). */
class Guard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '96px 20px', textAlign: 'center' }}>
        <p style={{ fontSize: 20, margin: 0 }}>{UI_MSG.errorPageFailed}</p>
        <p style={{ marginTop: 24 }}>
          <a href="/" style={{ color: 'inherit' }}>
            {UI_MSG.backToHome}
          </a>
        </p>
      </div>
    );
  }
}

const button = {
  display: 'inline-block',
  padding: '13px 26px',
  fontSize: 12,
  letterSpacing: '0.16em',
  textTransform: 'uppercase' as const,
  textDecoration: 'none',
  border: '1px solid #1c1b19',
  borderRadius: 2,
};

/**
 * Errors of the root layout itself: its own document (no site styles reach here), the error-page
 * texts and buttons, and the fallback if even this fails.
 */
export default function GlobalError({ error }: { error: unknown; retry?: () => void }) {
  console.error(error);
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "Georgia, 'Times New Roman', serif", color: '#1c1b19', background: '#faf8f4' }}>
        <title>Error</title>
        <Guard>
          <main style={{ maxWidth: 640, margin: '0 auto', padding: '120px 20px', textAlign: 'center' }} data-testid="error-page">
            <p style={{ fontSize: 28, lineHeight: 1.35, margin: 0 }}>{UI_MSG.errorPage}</p>
            <p style={{ marginTop: 40, display: 'flex', gap: 12, justifyContent: 'center', flexWrap: 'wrap', fontFamily: 'system-ui, sans-serif' }}>
              <a href="/" style={{ ...button, background: '#1c1b19', color: '#fff' }}>
                {UI_MSG.backToHome}
              </a>
              <a href={NEW_ARRIVALS_HREF} style={{ ...button, color: '#1c1b19' }}>
                {UI_MSG.browseNewArrivals}
              </a>
            </p>
          </main>
        </Guard>
      </body>
    </html>
  );
}
