import type { Metadata } from 'next';
import { loadEmailState } from '@/features/inquiry/api.server';
import { QuickInquiryForm } from '@/features/inquiry/QuickInquiryForm';
import { FixedWidthLayout } from '@/features/layout';

export const metadata: Metadata = { title: 'Quick inquiry', robots: { index: false } };

/** /inquiry/addQuickInquiry: a request from a picture or an idea. */
export default async function AddQuickInquiryPage() {
  const email = await loadEmailState();
  return (
    <FixedWidthLayout>
      <div className="mx-auto max-w-[880px]">
      <header className="mb-8">
        <p className="eyebrow">Quick inquiry</p>
        <h1 className="mt-2 font-display text-[32px] leading-tight text-ink sm:text-[38px]">Tell us what you need</h1>
        <p className="mt-2 max-w-2xl text-[14px] leading-relaxed text-ink-muted">
          No product number? Send a picture or a sketch with a few words. Our sales team answers with a quotation, usually within 24 hours.
        </p>
      </header>
      <QuickInquiryForm email={email} />
      </div>
    </FixedWidthLayout>
  );
}
