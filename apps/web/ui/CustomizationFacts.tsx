import type { ReactNode } from 'react';
import type { LineCustomization } from '@sw/protocol';
import { Attachments } from '@/ui/Attachments';

/** A colour as a swatch when it is a hex code; named colours stay words only. */
const swatchOf = (color: string) => (/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : null);

/**
 * What a buyer asked to be changed on a line, read-only: technique, font, colours (hex codes with a swatch), notes
 * and the logo and design files (downloadable). The cart, the inquiry pages and the staff console show it alike.
 */
export function CustomizationFacts({
  customization, techniqueName, action, testId = 'line-customization', filesTestId = 'line-files',
}: {
  customization: LineCustomization;
  /** The technique's display name when known (lines store its code). */
  techniqueName?: string;
  /** Drawn right of the heading (the cart's 'Edit customization'). */
  action?: ReactNode;
  testId?: string;
  filesTestId?: string;
}) {
  const { technique, font, colors, notes, logoFiles } = customization;
  const facts: { label: string; value: ReactNode }[] = [];
  if (technique) facts.push({ label: 'Technique', value: techniqueName ?? technique });
  if (font) facts.push({ label: 'Font', value: font });
  if (colors.length) {
    facts.push({
      label: 'Colours',
      value: (
        <span className="flex flex-wrap gap-x-3 gap-y-1">
          {colors.map((color) => (
            <span key={color} className="inline-flex items-center gap-1.5">
              {swatchOf(color) ? <span className="size-3 rounded-full border border-line-strong" style={{ background: color }} aria-hidden="true" /> : null}
              {color}
            </span>
          ))}
        </span>
      ),
    });
  }
  return (
    <div className="rounded-[4px] border border-line bg-surface-muted/60 p-4" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="eyebrow">Customization</p>
        {action}
      </div>
      {facts.length ? (
        <dl className="mt-3 grid gap-x-6 gap-y-1.5 text-[13px] sm:grid-cols-[auto_1fr]">
          {facts.map((fact) => (
            <div key={fact.label} className="contents">
              <dt className="text-ink-muted">{fact.label}</dt>
              <dd className="text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {notes ? (
        <p className="mt-3 whitespace-pre-line text-[13px] leading-relaxed text-ink">
          <span className="text-ink-muted">Notes: </span>
          {notes}
        </p>
      ) : null}
      {logoFiles.length ? (
        <div className="mt-3">
          <Attachments files={logoFiles} label="Logo and design files" testId={filesTestId} />
        </div>
      ) : null}
    </div>
  );
}

