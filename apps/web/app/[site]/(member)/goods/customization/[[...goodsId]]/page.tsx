import type { Metadata } from 'next';
import Link from 'next/link';
import { EmptyState } from '@/ui/EmptyState';
import { goodsHref } from '@/lib/links';
import { TargetIcon } from '@/ui/icons';
import { FixedWidthLayout } from '@/features/layout';

export const metadata: Metadata = { title: 'Customization', robots: { index: false } };

type Props = { params: Promise<{ goodsId?: string[] }> };

export default async function CustomizationPage({ params }: Props) {
  const goodsId = (await params).goodsId?.[0];
  const validId = goodsId && /^\d{1,10}$/.test(goodsId) ? goodsId : null;
  return (
    <FixedWidthLayout>
      <p className="eyebrow">OEM / ODM</p>
      <h1 className="mb-8 mt-2 font-display text-[36px] leading-tight text-ink">Customization</h1>
      {validId ? (
        <p className="mb-6 text-[14px] text-ink-muted">
          Customizing product{' '}
          <Link href={goodsHref(validId)} className="text-ink underline decoration-accent underline-offset-4">
            #{validId}
          </Link>
          .
        </p>
      ) : null}
      <EmptyState
        icon={TargetIcon}
        title={validId ? 'Tell us what to change' : 'Start from a design'}
        actions={[
          validId ? { href: goodsHref(validId), label: 'Back to the product', primary: true } : { href: '/goods/list', label: 'Browse products', primary: true },
          { href: '/OEM-ODM', label: 'How OEM / ODM works' },
        ]}
      >
        Logo engraving, plating colour, stones and packaging are customized per product. Choose a design, add it to your inquiry cart with your
        requirements and files, and our team replies with a quotation within 24 hours.
      </EmptyState>
    </FixedWidthLayout>
  );
}
