'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type FormEvent, useMemo, useRef, useState } from 'react';
import {
  type CartLine, errorMessage, type FileRef, type FontTechnic, type LineCustomizationInput, type LogoDefaults, type LogoPlacement,
  putIntoCart2Schema,
} from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { cartHref } from '@/lib/links';
import { setCartCount } from '@/lib/member';
import { toast } from '@/lib/toast';
import { Alert, inputClass, SubmitButton } from '@/ui/form';
import { Price } from '@/ui/Price';
import { addCustomizedLine, saveCustomizedLine, saveInquiryLine } from './api';
import { firstImage } from './files';
import { LogoFiles } from './LogoFiles';
import { LogoStage } from './LogoStage';
import { ColorPicker, FontPicker, Section, TechniquePicker } from './Options';
import { DEFAULT_PLACEMENT, fitInto, normalize, ratioOf } from './placement';
import { Quantities } from './Quantities';
import { quantityProblem, rowKey, summarize, variantRows } from './quantities';

/** What an edit starts from: a cart line, or a line of an inquiry (which has no cart line id). */
export type EditedLine = Pick<CartLine, 'variants' | 'customization'> & { lineId?: string };

/** Where an edited line is saved: the cart (default), or a line of an open inquiry's draft (preciseLogoEdit). */
export interface InquiryLineTarget {
  inquiryId: string;
  itemId: string;
  /** Where to go after saving or leaving (the inquiry's edit page). */
  backHref: string;
}

interface EditorProps {
  defaults: LogoDefaults;
  fonts: FontTechnic;
  /** The line being edited (editCustomization); absent for a new line. */
  line?: EditedLine;
  /** Save into an inquiry's draft instead of the cart. */
  saveTo?: InquiryLineTarget;
}

const NOTES_MAX = 2000;

function initialTyped(line: EditedLine | undefined): Record<string, string> {
  const typed: Record<string, string> = {};
  for (const v of line?.variants ?? []) typed[rowKey(v.specId)] = String(v.qty);
  return typed;
}

/** Takes the buyer to the quantity to correct (on a phone it is far above the button). */
function focusQuantity(form: HTMLFormElement | null) {
  const target = form?.querySelector<HTMLInputElement>('[data-testid="variant-rows"] input[aria-invalid="true"]') ?? form?.querySelector<HTMLInputElement>('[data-testid="variant-rows"] input');
  target?.focus();
  target?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

type LineInput = Parameters<typeof addCustomizedLine>[0];

/**
 * Saves the line where it belongs: into an inquiry's draft, over the edited cart line, or as a new cart line (the
 * header's cart count follows). What to say and where to go next, or the refusal.
 */
async function saveLine(
  input: LineInput, line: EditedLine | undefined, saveTo: InquiryLineTarget | undefined,
): Promise<{ ok: true; done: string; next: string } | { ok: false; problem: string }> {
  if (saveTo) {
    const done = await saveInquiryLine(saveTo.inquiryId, saveTo.itemId, input);
    if (!done.ok) return { ok: false, problem: errorMessage(done) };
    return { ok: true, done: 'Saved to your changes. Send them from the edit page.', next: saveTo.backHref };
  }
  const result = line?.lineId ? await saveCustomizedLine(line.lineId, input) : await addCustomizedLine(input);
  if (!result.ok) return { ok: false, problem: errorMessage(result) };
  setCartCount(result.data.cartNum);
  return { ok: true, done: line ? 'Your changes are saved.' : 'Added to your inquiry cart.', next: cartHref() };
}

/** The estimate (quantity, unit price, amount) with the submit button, and the way back when editing. */
function SummaryCard({
  summary, error, busy, action, back,
}: { summary: ReturnType<typeof summarize>; error: string | null; busy: boolean; action: string; back: { href: string; text: string } | null }) {
  return (
    <div className="order-3 rounded-[4px] border border-line bg-surface p-5 lg:mt-5" data-testid="customization-summary">
      <dl className="flex justify-between gap-3 text-[11.5px]">
        <div>
          <dt className="text-ink-muted">Quantity</dt>
          <dd className="mt-0.5 text-[16px] font-semibold whitespace-nowrap text-ink tabular-nums">{summary.total.toLocaleString('en-US')} <span className="text-[12px] font-normal text-ink-muted">pcs</span></dd>
        </div>
        <div>
          <dt className="text-ink-muted">Unit price</dt>
          <dd className="mt-0.5 text-[16px] font-semibold whitespace-nowrap text-ink tabular-nums" data-testid="unit-price">{summary.unitPrice === null ? '—' : <Price value={summary.unitPrice} />}</dd>
        </div>
        <div className="text-right">
          <dt className="text-ink-muted">Estimated</dt>
          <dd className="mt-0.5 text-[16px] font-semibold whitespace-nowrap text-accent tabular-nums" data-testid="estimated-amount">{summary.amount === null ? '—' : <Price value={summary.amount} />}</dd>
        </div>
      </dl>
      <div className="mt-4">
        <Alert message={error} testId="customization-error" />
        <SubmitButton busy={busy}>{action}</SubmitButton>
      </div>
      {back ? (
        <p className="mt-3 text-center text-[12px] text-ink-muted">
          <Link href={back.href} className="underline decoration-accent underline-offset-4 hover:text-ink">
            {back.text}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The logo position presets under the picture; the chosen one pressed (none once the logo is moved by hand). */
function PositionPresets({ positions, current, onChoose }: { positions: LogoDefaults['positions']; current: string | null; onChoose: (code: string) => void }) {
  if (!positions.length) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center justify-center gap-2" role="group" aria-label="Logo position presets">
      <span className="mr-1 text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">Position</span>
        {positions.map((p) => (
          <button
            key={p.code}
            type="button"
            aria-pressed={current === p.code}
            onClick={() => onChoose(p.code)}
            className={`h-8 rounded-full border px-3.5 text-[12.5px] transition ${current === p.code ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink'}`}
          >
            {p.name}
          </button>
        ))}
    </div>
  );
}

/** Step 6: free notes for the team, with a character count. */
function NotesSection({ notes, onChange }: { notes: string; onChange: (notes: string) => void }) {
  return (
    <Section step={6} title="Notes" hint="The exact wording, sizes, packaging or anything else our team should know.">
      <label htmlFor="customization-notes" className="sr-only">Notes</label>
      <textarea
        id="customization-notes"
        value={notes}
        maxLength={NOTES_MAX}
        rows={5}
        onChange={(event) => onChange(event.target.value)}
        placeholder="E.g. engrave “FOREVER” inside the band, 1.5 mm letters; individual pouches."
        className={`${inputClass} h-auto resize-y py-3`}
      />
      <p className="mt-1.5 text-right text-[11.5px] text-ink-muted tabular-nums">{notes.length.toLocaleString('en-US')} / {NOTES_MAX.toLocaleString('en-US')}</p>
    </Section>
  );
}

/**
 * The customization editor: quantities per specification, technique, logo and design files placed over
 * the goods picture, font, colours and notes; adds a customized line to the inquiry cart, or saves an
 * edited one.
 */
export function CustomizationEditor({ defaults, fonts, line, saveTo }: EditorProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = line?.customization ?? null;
  const rows = useMemo(() => variantRows(defaults.skus), [defaults.skus]);
  const defaultPosition = defaults.positions.find((p) => p.code === defaults.defaultPosition) ?? defaults.positions[0];

  const [typed, setTyped] = useState<Record<string, string>>(() => initialTyped(line));
  const [technique, setTechnique] = useState(() => saved?.technique ?? (defaults.techniques.some((t) => t.code === defaults.defaultTechnique) ? defaults.defaultTechnique : defaults.techniques[0]?.code ?? ''));
  const [font, setFont] = useState<string | undefined>(saved?.font);
  const [previewText, setPreviewText] = useState('');
  const [colors, setColors] = useState<string[]>(saved?.colors ?? []);
  const [notes, setNotes] = useState(saved?.notes ?? '');
  const [files, setFiles] = useState<FileRef[]>(saved?.logoFiles ?? []);
  const [placement, setPlacement] = useState<LogoPlacement>(() => normalize(saved?.placement ?? defaultPosition?.placement ?? DEFAULT_PLACEMENT));
  const [positionCode, setPositionCode] = useState<string | null>(saved?.placement ? null : defaultPosition?.code ?? null);
  const [logoRatio, setLogoRatio] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const summary = summarize(rows, typed, defaults.moq, defaults.priceTiers);
  const logo = firstImage(files);
  const fontFamily = fonts.fonts.find((f) => f.name === font)?.family;

  function choosePosition(code: string) {
    const preset = defaults.positions.find((p) => p.code === code);
    if (!preset) return;
    setPositionCode(code);
    setPlacement(logo && logoRatio ? fitInto(preset.placement, logoRatio) : normalize(preset.placement));
  }

  function onLogoRatio(ratio: number) {
    setLogoRatio(ratio);
    // A new logo keeps its own shape inside the area it was given.
    setPlacement((p) => (Math.abs(ratioOf(p) - ratio) / ratio > 0.02 ? fitInto(p, ratio) : p));
  }

  function movePlacement(next: LogoPlacement) {
    setPlacement(next);
    setPositionCode(null);
  }

  function buildInput(): LineInput {
    const customization: LineCustomizationInput = {
      logoFiles: files,
      technique: technique || undefined,
      font,
      placement,
      colors,
      notes: notes.trim() || undefined,
    };
    return {
      goodsId: defaults.goodsId,
      variants: summary.variants.map((v) => ({ specId: v.specId ?? undefined, qty: v.qty })),
      customization,
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const problem = quantityProblem(summary, defaults.moq);
    if (problem) {
      setError(problem);
      focusQuantity(formRef.current);
      return;
    }
    if (uploading) return setError('Please wait until your files finish uploading, or cancel them.');
    const input = buildInput();
    const parsed = putIntoCart2Schema.safeParse(input);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Please check the details.');
    setError(null);
    setBusy(true);
    const outcome = await saveLine(input, line, saveTo);
    if (!outcome.ok) {
      setBusy(false);
      return setError(outcome.problem);
    }
    toast.success(outcome.done);
    router.push(outcome.next);
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate data-testid="customization-editor" className="grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,9fr)_minmax(0,11fr)] lg:gap-14">
      {/* Picture and summary: one sticky column on desktop; on a phone the summary moves after the options. */}
      <div className="contents lg:sticky lg:top-[152px] lg:block lg:self-start">
        <div className="order-1">
          <LogoStage
            pictureUrl={defaults.imageUrl}
            title={defaults.title}
            placement={placement}
            onChange={movePlacement}
            logoUrl={logo ? fileUrl(logo.key) : null}
            onLogoRatio={onLogoRatio}
            previewText={previewText}
            fontFamily={fontFamily}
          />
          <PositionPresets positions={defaults.positions} current={positionCode} onChoose={choosePosition} />
        </div>
        <SummaryCard
          summary={summary}
          error={error}
          busy={busy}
          action={line ? 'Save changes' : 'Add to Inquiry Cart'}
          back={line ? (saveTo ? { href: saveTo.backHref, text: 'Back to the inquiry without saving' } : { href: cartHref(), text: 'Back to the cart without saving' }) : null}
        />
      </div>

      <div className="order-2">
        <Section step={1} title="Specifications and quantities" hint="Mix specifications in one line; the MOQ counts their total.">
          <Quantities
            rows={rows}
            typed={typed}
            onType={(key, value) => {
              setTyped((t) => ({ ...t, [key]: value }));
              setError(null);
            }}
            summary={summary}
            moq={defaults.moq}
            tiers={defaults.priceTiers}
          />
        </Section>

        <Section step={2} title="Technique" hint="How your logo goes onto the piece." testId="technique-section">
          <TechniquePicker techniques={defaults.techniques} value={technique} onChange={setTechnique} />
        </Section>

        <Section
          step={3}
          title="Logo and design files"
          hint={`Upload your logo to see it on the piece; add drawings or CAD files if you have them. Up to ${defaults.maxFiles} files.`}
        >
          <LogoFiles files={files} onChange={setFiles} maxFiles={defaults.maxFiles} maxBytes={defaults.maxFileBytes} onBusy={setUploading} />
        </Section>

        <Section step={4} title="Font" hint="For lettering, names or dates engraved with your logo." testId="font-section">
          <FontPicker fonts={fonts.fonts} value={font} onChange={setFont} previewText={previewText} onPreviewText={setPreviewText} />
        </Section>

        <Section step={5} title="Colours" hint="Plating, enamel or print colours, as many as the design needs.">
          <ColorPicker colors={colors} onChange={setColors} />
        </Section>

        <NotesSection notes={notes} onChange={setNotes} />

      </div>
    </form>
  );
}
