'use client';
import { type ReactNode, useId, useState } from 'react';
import { CUSTOMIZATION_LIMITS, type FontOption, type LogoTechnique } from '@sw/protocol';
import { inputClass } from '@/ui/form';
import { CheckIcon, CloseIcon } from '@/ui/icons';
/*
 * The lettering fonts (open licence, @fontsource; their names lead the stacks getFontTechnic.do sends), imported
 * here, with the font picker, so only the customization screens carry them; Latin subset only, and a face is
 * downloaded once a preview uses it. (Imported directly: this package's sideEffects keeps only CSS files.)
 */
import '@fontsource/libre-baskerville/latin-400.css';
import '@fontsource/montserrat/latin-400.css';
import '@fontsource/great-vibes/latin-400.css';
import '@fontsource/anton/latin-400.css';
import '@fontsource/cinzel/latin-400.css';
import '@fontsource/josefin-sans/latin-400.css';
import '@fontsource/courier-prime/latin-400.css';

/** One numbered part of the editor's options column. */
export function Section({ step, title, hint, children, testId }: { step: number; title: string; hint?: ReactNode; children: ReactNode; testId?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} data-testid={testId} className="border-t border-line py-8 first:border-t-0 first:pt-0 last:pb-0">
      <div className="mb-5 flex items-baseline gap-3">
        <span aria-hidden="true" className="font-display text-[22px] leading-none text-accent tabular-nums">{String(step).padStart(2, '0')}</span>
        <div className="min-w-0">
          <h2 id={id} className="font-display text-[24px] leading-tight text-ink">{title}</h2>
          {hint ? <p className="mt-1 text-[13px] leading-relaxed text-ink-muted">{hint}</p> : null}
        </div>
      </div>
      {children}
    </section>
  );
}

const cardClass = (on: boolean) =>
  `relative block cursor-pointer rounded-[4px] border p-4 transition-[border-color,background-color,box-shadow] duration-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
    on ? 'border-ink bg-surface shadow-[0_6px_20px_-12px_rgb(0_0_0/0.35)]' : 'border-line bg-surface hover:border-line-strong'
  }`;

function Tick({ on }: { on: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute right-3 top-3 grid size-5 place-items-center rounded-full transition ${on ? 'bg-ink text-surface' : 'border border-line text-transparent'}`}
    >
      <CheckIcon size={12} strokeWidth={2.4} />
    </span>
  );
}

/** The techniques the goods allows, as radio cards with their descriptions. */
export function TechniquePicker({ techniques, value, onChange }: { techniques: readonly LogoTechnique[]; value: string; onChange: (code: string) => void }) {
  const name = useId();
  if (!techniques.length) return <p className="text-[13px] text-ink-muted">Our team proposes the technique for this design with the quotation.</p>;
  return (
    <fieldset>
      <legend className="sr-only">Technique</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {techniques.map((t) => {
          const on = t.code === value;
          return (
            <label key={t.code} className={cardClass(on)} data-technique={t.code}>
              <input type="radio" name={name} value={t.code} checked={on} onChange={() => onChange(t.code)} className="sr-only" />
              <Tick on={on} />
              <span className="block pr-7 text-[14px] font-medium text-ink">{t.name}</span>
              <span className="mt-1 block text-[12.5px] leading-relaxed text-ink-muted">{t.description}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Fonts as cards, each previewing the buyer's text in its own family. */
export function FontPicker({
  fonts, value, onChange, previewText, onPreviewText,
}: {
  fonts: readonly FontOption[];
  value: string | undefined;
  onChange: (name: string | undefined) => void;
  previewText: string;
  onPreviewText: (text: string) => void;
}) {
  const name = useId();
  const textId = useId();
  const sample = previewText.trim() || 'Your Logo';
  return (
    <div>
      <label htmlFor={textId} className="mb-1.5 block text-[11px] font-medium uppercase tracking-[0.16em] text-ink-muted">
        Preview text
      </label>
      <input
        id={textId}
        value={previewText}
        maxLength={40}
        placeholder="Your Logo"
        onChange={(event) => onPreviewText(event.target.value)}
        aria-describedby={`${textId}-hint`}
        className={inputClass}
      />
      <p id={`${textId}-hint`} className="mb-4 mt-1.5 text-[12px] text-ink-muted">For the preview only: write the exact wording in the notes.</p>
      <fieldset>
        <legend className="sr-only">Font</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <label className={cardClass(value === undefined)}>
            <input type="radio" name={name} checked={value === undefined} onChange={() => onChange(undefined)} className="sr-only" />
            <Tick on={value === undefined} />
            <span className="block text-[11px] uppercase tracking-[0.14em] text-ink-muted">No lettering</span>
            <span className="mt-2 block truncate pr-7 text-[14px] text-ink">Logo file only</span>
          </label>
          {fonts.map((font) => {
            const on = font.name === value;
            return (
              <label key={font.name} className={cardClass(on)} data-font={font.name}>
                <input type="radio" name={name} value={font.name} checked={on} onChange={() => onChange(font.name)} className="sr-only" aria-label={font.name} />
                <Tick on={on} />
                <span className="block text-[11px] uppercase tracking-[0.14em] text-ink-muted">{font.name}</span>
                <span className="mt-1.5 block truncate pr-7 text-[24px] leading-tight text-ink" style={{ fontFamily: font.family }}>
                  {sample}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/** Plating and enamel colours jewellers ask for most; anything else is typed. */
const COMMON_COLORS: { name: string; swatch: string }[] = [
  { name: 'Gold', swatch: 'linear-gradient(135deg,#f6e3a8,#c9a24a 55%,#8f6b22)' },
  { name: 'Rose gold', swatch: 'linear-gradient(135deg,#f7d3c4,#d39a86 55%,#a86a58)' },
  { name: 'Silver', swatch: 'linear-gradient(135deg,#ffffff,#c9ccd1 55%,#8b9096)' },
  { name: 'Black', swatch: 'linear-gradient(135deg,#4a4a4a,#151515)' },
  { name: 'Gunmetal', swatch: 'linear-gradient(135deg,#8d9299,#4b4f55 60%,#2c2f33)' },
  { name: 'White enamel', swatch: '#f7f5f0' },
];

export function ColorPicker({ colors, onChange }: { colors: readonly string[]; onChange: (colors: string[]) => void }) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const full = colors.length >= CUSTOMIZATION_LIMITS.maxColors;
  const has = (name: string) => colors.some((c) => c.toLowerCase() === name.toLowerCase());

  function toggle(name: string) {
    if (has(name)) onChange(colors.filter((c) => c.toLowerCase() !== name.toLowerCase()));
    else if (!full) onChange([...colors, name]);
  }

  function add() {
    const name = draft.trim();
    if (!name) return;
    if (name.length > 40) return setError('A colour name is too long (40 characters at most).');
    if (full) return setError(`At most ${CUSTOMIZATION_LIMITS.maxColors} colours.`);
    if (!has(name)) onChange([...colors, name]);
    setDraft('');
    setError(null);
  }

  const custom = colors.filter((c) => !COMMON_COLORS.some((k) => k.name.toLowerCase() === c.toLowerCase()));

  return (
    <div>
      <div className="flex flex-wrap gap-2" role="group" aria-label="Common colours">
        {COMMON_COLORS.map((color) => {
          const on = has(color.name);
          return (
            <button
              key={color.name}
              type="button"
              aria-pressed={on}
              disabled={!on && full}
              onClick={() => toggle(color.name)}
              className={`inline-flex h-9 items-center gap-2 rounded-full border pl-1.5 pr-3.5 text-[13px] transition disabled:opacity-40 ${
                on ? 'border-ink bg-ink text-surface' : 'border-line text-ink hover:border-ink'
              }`}
            >
              <span aria-hidden="true" className="size-6 rounded-full border border-black/10" style={{ background: color.swatch }} />
              {color.name}
            </button>
          );
        })}
        {custom.map((name) => (
          <span key={name} className="inline-flex h-9 items-center gap-1.5 rounded-full border border-ink bg-ink pl-3.5 pr-1.5 text-[13px] text-surface">
            {name}
            <button type="button" onClick={() => toggle(name)} aria-label={`Remove ${name}`} className="grid size-6 place-items-center rounded-full hover:bg-white/15">
              <CloseIcon size={12} />
            </button>
          </span>
        ))}
      </div>
      <div className="mt-4 flex gap-2">
        <label htmlFor={inputId} className="sr-only">Another colour</label>
        <input
          id={inputId}
          value={draft}
          placeholder="Another colour: Pantone 871 C, #C0A060, blue enamel…"
          onChange={(event) => {
            setDraft(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
          className={`${inputClass} h-11`}
        />
        <button type="button" onClick={add} disabled={!draft.trim()} className="btn btn-outline h-11 shrink-0 disabled:opacity-50">
          Add
        </button>
      </div>
      {error ? <p role="alert" className="mt-2 text-[13px] text-red-800">{error}</p> : null}
    </div>
  );
}
