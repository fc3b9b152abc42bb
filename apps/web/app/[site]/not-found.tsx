import Link from 'next/link';
import { MSG, NEW_ARRIVALS_HREF } from '@sw/protocol';

export default function NotFound() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="font-display text-6xl text-accent">404</p>
      <h1 className="mt-4 text-2xl">{MSG.notFound}</h1>
      <div className="mt-8 flex gap-3">
        <Link href="/" className="rounded bg-brand px-5 py-2.5 text-brand-ink">{MSG.backToHome}</Link>
        <Link href={NEW_ARRIVALS_HREF} className="rounded border border-line px-5 py-2.5">{MSG.browseNewArrivals}</Link>
      </div>
    </section>
  );
}
