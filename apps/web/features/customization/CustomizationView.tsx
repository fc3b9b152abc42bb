import Link from 'next/link';
import { CART_PATH, cartHref, goodsHref, LIST_PATH } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { BagIcon, TargetIcon, WarningIcon } from '@/ui/icons';
import { CONTAINER } from '@/ui/SectionHeading';
import { loadCartLine, loadEditor } from './api.server';
import { CustomizationEditor, type EditedLine, type InquiryLineTarget } from './CustomizationEditor';

function Frame({ children }: { children: React.ReactNode }) {
  return <div className={`${CONTAINER} pt-6 pb-16 sm:pt-8`}>{children}</div>;
}

function Heading({ eyebrow, title, children }: { eyebrow: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-10">
      <p className="eyebrow">{eyebrow}</p>
      <h1 className="mt-2 font-display text-balance text-[26px] leading-tight text-ink sm:text-[38px]" data-testid="customization-title">{title}</h1>
      {children}
    </header>
  );
}

/** Without a goods: how to start (choose a design, or read how OEM/ODM works). */
export function ChooseGoods() {
  return (
    <Frame>
      <Heading eyebrow="OEM / ODM" title="Customization" />
      <EmptyState
        icon={TargetIcon}
        title="Start from a design"
        actions={[
          { href: LIST_PATH, label: 'Browse products', primary: true },
          { href: '/OEM-ODM', label: 'How OEM / ODM works' },
        ]}
      >
        Open any product and choose “Customize”: pick its specifications and quantities, upload your logo, place it on the piece and add your
        requirements. Our team replies with a quotation within 24 hours.
      </EmptyState>
    </Frame>
  );
}

/** A cart line that is not (or no longer) in the member's cart. */
export function LineNotFound({ message }: { message?: string }) {
  return (
    <Frame>
      <Heading eyebrow="Inquiry cart" title="Edit customization" />
      <div data-testid="line-not-found">
        <EmptyState
          icon={BagIcon}
          title="This line is not in your cart"
          actions={[
            { href: CART_PATH, label: 'Go to the cart', primary: true },
            { href: LIST_PATH, label: 'Browse products' },
          ]}
        >
          {message ?? 'It may have been removed or already sent as a quotation request. Your cart shows the lines you can still change.'}
        </EmptyState>
      </div>
    </Frame>
  );
}

/** Server part of the editor: loads what the goods allows and the fonts, then the editor itself. */
export async function CustomizationView({
  goodsId, line, saveTo, backLabel,
}: {
  goodsId: string;
  line?: EditedLine;
  /** An inquiry's line: saved into its draft, and the way back leads to the inquiry. */
  saveTo?: InquiryLineTarget;
  /** The breadcrumb's first step when saving to an inquiry (e.g. 'Inquiry IQ2611230001'). */
  backLabel?: string;
}) {
  const back = saveTo ? { href: saveTo.backHref, label: backLabel ?? 'Inquiry' } : { href: cartHref(), label: 'Inquiry cart' };
  const loaded = await loadEditor(goodsId);
  if (!loaded.ok) {
    return (
      <Frame>
        <Heading eyebrow="OEM / ODM" title="Customization" />
        <div data-testid="customization-unavailable">
          <EmptyState
            icon={WarningIcon}
            title={loaded.missing ? 'This product cannot be customized' : 'The editor could not be opened'}
            actions={[
              { href: LIST_PATH, label: 'Browse products', primary: true },
              { href: saveTo ? saveTo.backHref : line ? CART_PATH : goodsHref(goodsId), label: saveTo ? 'Back to the inquiry' : line ? 'Back to the cart' : 'Back to the product' },
            ]}
          >
            {loaded.message}
          </EmptyState>
        </div>
      </Frame>
    );
  }
  const { defaults, fonts } = loaded;
  return (
    <Frame>
      <nav aria-label="Breadcrumb" className="mb-6 text-xs text-ink-muted">
        <ol className="flex flex-wrap items-center gap-1.5">
          {line ? (
            <li><Link href={back.href} className="hover:text-ink">{back.label}</Link></li>
          ) : (
            <>
              <li><Link href={LIST_PATH} className="hover:text-ink">Products</Link></li>
              <li aria-hidden="true">/</li>
              <li className="max-w-[40ch] truncate"><Link href={goodsHref(goodsId)} className="hover:text-ink">{defaults.title}</Link></li>
            </>
          )}
          <li aria-hidden="true">/</li>
          <li className="text-ink" aria-current="page">{line ? 'Edit customization' : 'Customize'}</li>
        </ol>
      </nav>
      <Heading eyebrow={line ? 'Edit customization' : 'Customize this design'} title={defaults.title}>
        <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-ink-muted">
          <span>Item No. <span className="font-medium tracking-wide text-ink tabular-nums">{defaults.goodsCode}</span></span>
          <span>MOQ <strong className="font-semibold text-ink">{defaults.moq.toLocaleString('en-US')} pcs</strong></span>
        </p>
      </Heading>
      <CustomizationEditor defaults={defaults} fonts={fonts} line={line} saveTo={saveTo} />
    </Frame>
  );
}

/** The editor for one of the member's cart lines; a line that is not theirs reads as not found. */
export async function EditLineView({ lineId }: { lineId: string }) {
  if (!/^\d{1,18}$/.test(lineId)) return <LineNotFound />;
  const loaded = await loadCartLine(lineId);
  if (!loaded.ok) return <LineNotFound message={loaded.message} />;
  if (!loaded.line) return <LineNotFound />;
  return <CustomizationView goodsId={loaded.line.goodsId} line={loaded.line} />;
}
