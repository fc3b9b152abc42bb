import type { ReactNode } from 'react';
import type { LineCustomization } from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { editCustomizationHref } from '@/lib/links';
import { DocumentIcon, PencilIcon } from '@/ui/icons';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg']);

const isImageKey = (key: string) => IMAGE_EXTENSIONS.has(key.slice(key.lastIndexOf('.') + 1).toLowerCase());

/** A hex colour ('#C0A060') gets a swatch; 'Pantone 871 C' or 'black enamel' stays words only. */
function swatchOf(color: string): string | null {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(color) ? color : null;
}

/** What the buyer asked to be changed on a line: technique, font, colours, notes and the logo/design files. */
export function CustomizationSummary({
  lineId, customization, techniqueName,
}: {
  lineId: string;
  customization: LineCustomization;
  /** The technique's display name when known (the line stores its code). */
  techniqueName?: string;
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
          {colors.map((color) => {
            const swatch = swatchOf(color);
            return (
              <span key={color} className="inline-flex items-center gap-1.5">
                {swatch ? <span className="size-3 rounded-full border border-line-strong" style={{ background: swatch }} aria-hidden="true" /> : null}
                {color}
              </span>
            );
          })}
        </span>
      ),
    });
  }
  return (
    <div className="rounded-[4px] border border-line bg-surface-muted/60 p-4" data-testid="cart-line-customization">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="eyebrow">Customization</p>
        <a href={editCustomizationHref(lineId)} className="inline-flex items-center gap-1.5 text-[13px] font-medium text-accent-strong underline-offset-4 hover:underline">
          <PencilIcon size={14} />
          Edit customization
        </a>
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
      {notes ? <p className="mt-3 whitespace-pre-line text-[13px] leading-relaxed text-ink"><span className="text-ink-muted">Notes: </span>{notes}</p> : null}
      {logoFiles.length ? (
        <ul className="mt-3 flex flex-wrap gap-2" data-testid="cart-line-files" aria-label="Logo and design files">
          {logoFiles.map((file) => {
            const url = fileUrl(file.key);
            return (
              <li key={file.key}>
                <a href={url} target="_blank" rel="noopener" title={file.name} className="group block w-20">
                  {isImageKey(file.key) ? (
                    <img src={url} alt={file.name} width={80} height={80} loading="lazy" className="size-20 rounded-[4px] border border-line bg-surface object-contain transition group-hover:border-ink" />
                  ) : (
                    <span className="flex size-20 flex-col items-center justify-center gap-1 rounded-[4px] border border-line bg-surface text-ink-muted transition group-hover:border-ink">
                      <DocumentIcon size={22} />
                      <span className="text-[10px] uppercase tracking-wider">{file.key.slice(file.key.lastIndexOf('.') + 1)}</span>
                    </span>
                  )}
                  <span className="mt-1 block truncate text-[11px] text-ink-muted">{file.name}</span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
