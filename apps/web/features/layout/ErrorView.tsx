import Link from 'next/link';
import { NEW_ARRIVALS_HREF } from '@sw/protocol';
import { UI_MSG } from '@/lib/copy';

/** The error page of spec §2: the text and the buttons 'Back to Home' and 'Browse New Arrivals'. */
export function ErrorView({ code, message = UI_MSG.errorPage }: { code?: string; message?: string }) {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-5 py-24 text-center lg:py-32" data-testid="error-page">
      <svg viewBox="0 0 120 120" width="96" height="96" aria-hidden="true" className="text-accent">
        <circle cx="60" cy="60" r="44" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="60" cy="60" r="36" fill="none" stroke="currentColor" strokeWidth="0.75" opacity="0.6" />
        <path d="M44 40 52 30h16l8 10-16 22Z" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
        <path d="M44 40h32M52 30l4 10 4 22 4-22 4-10" fill="none" stroke="currentColor" strokeWidth="0.9" />
      </svg>
      {code ? <p className="mt-6 font-display text-[64px] leading-none text-ink">{code}</p> : null}
      <h1 className="mt-6 max-w-xl font-display text-[26px] leading-snug text-ink lg:text-[30px]">{message}</h1>
      <div className="mt-10 flex flex-wrap justify-center gap-3">
        <Link href="/" className="btn btn-primary">
          {UI_MSG.backToHome}
        </Link>
        <Link href={NEW_ARRIVALS_HREF} className="btn btn-outline">
          {UI_MSG.browseNewArrivals}
        </Link>
      </div>
    </section>
  );
}

/** What is shown when even the error page fails (spec §2). Plain markup: nothing here can fail again. */
export function ErrorPageFailed() {
  return (
    <div role="alert" data-testid="error-page-failed" style={{ padding: '96px 20px', textAlign: 'center', fontFamily: 'system-ui, sans-serif' }}>
      <p style={{ fontSize: 20, margin: 0 }}>{UI_MSG.errorPageFailed}</p>
      <p style={{ marginTop: 24 }}>
        <a href="/" style={{ color: 'inherit', textDecoration: 'underline' }}>
          {UI_MSG.backToHome}
        </a>
      </p>
    </div>
  );
}
