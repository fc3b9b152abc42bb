import { getTheme } from '@/lib/site';

export const revalidate = 300;

export default async function HomePage({ params }: { params: Promise<{ site: string }> }) {
  const theme = getTheme((await params).site);
  return (
    <section className="mx-auto max-w-7xl px-4 py-16">
      <h1 className="font-display text-4xl">{theme.tagline}</h1>
      <p className="mt-4 max-w-2xl text-ink-muted">{theme.description}</p>
    </section>
  );
}
