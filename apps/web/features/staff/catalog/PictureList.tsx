'use client';
import { useEffect, useRef } from 'react';
import { catalogPictureUrl } from '@sw/protocol';
import { Uploader } from '@/ui/Uploader';

/**
 * Catalogue pictures: the current ones in order (the first is the cover), each moved earlier or later, made the
 * cover or removed with plain buttons (keyboard-friendly), and new ones uploaded through the storage into the
 * public catalog/ folder (lib/upload.ts via ui/Uploader).
 */
export function PictureList({
  value, onChange, max, label, hint, testId = 'pictures', onBusyChange,
}: {
  value: string[];
  onChange: (pictures: string[]) => void;
  max: number;
  label: string;
  hint?: string;
  testId?: string;
  onBusyChange?: (busy: boolean) => void;
}) {
  // The uploader reports a batch's files as they finish, possibly twice before this renders again: add each once.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const added = (urls: string[]) => {
    const next = [...new Set([...latest.current, ...urls])].slice(0, max);
    latest.current = next;
    onChange(next);
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [picked] = next.splice(from, 1);
    next.splice(to, 0, picked!);
    onChange(next);
  };
  const button = 'rounded-[2px] border border-line bg-surface px-1.5 py-0.5 text-[11px] text-ink hover:border-ink/40 disabled:opacity-40';
  return (
    <div className="space-y-3" data-testid={testId}>
      {value.length ? (
        <ol className="flex flex-wrap gap-3">
          {value.map((url, index) => (
            <li key={url} className="w-[132px] rounded-[3px] border border-line bg-surface p-1.5" data-testid="picture" data-url={url}>
              <div className="relative">
                {/* eslint-disable-next-line @next/next/no-img-element -- a catalogue picture as uploaded */}
                <img src={url} alt={index === 0 && max > 1 ? "Cover" : `No. ${index + 1}`} className="aspect-square w-full rounded-[2px] bg-surface-muted object-cover" />
                {index === 0 && max > 1 ? (
                  <span className="absolute top-1 left-1 rounded-[2px] bg-ink px-1.5 text-[10px] font-medium uppercase tracking-[0.12em] text-surface" data-testid="cover-badge">Cover</span>
                ) : null}
              </div>
              <div className="mt-1.5 flex flex-wrap gap-1">
                {max > 1 ? (
                  <>
                    <button type="button" className={button} disabled={index === 0} onClick={() => move(index, index - 1)} aria-label={`Move picture ${index + 1} earlier`}>←</button>
                    <button type="button" className={button} disabled={index === value.length - 1} onClick={() => move(index, index + 1)} aria-label={`Move picture ${index + 1} later`}>→</button>
                    <button type="button" className={button} disabled={index === 0} onClick={() => move(index, 0)} aria-label={`Make picture ${index + 1} the cover`}>Cover</button>
                  </>
                ) : null}
                <button type="button" className={`${button} ml-auto`} onClick={() => onChange(value.filter((other) => other !== url))} aria-label={`Remove picture ${index + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {value.length < max ? (
        <Uploader
          folder="catalog"
          maxFiles={max}
          held={value.length}
          accept=".png,.jpg,.jpeg,.webp"
          value={[]}
          onChange={(files) => added(files.map((file) => catalogPictureUrl(file.key)).filter(Boolean))}
          label={label}
          hint={hint ?? 'PNG, JPEG or WebP pictures, shown to every visitor'}
          onBusyChange={onBusyChange}
        />
      ) : (
        <p className="text-[12px] text-ink-muted">{max === 1 ? 'Remove the picture to choose another.' : `${label}: all ${max} places are taken.`}</p>
      )}
    </div>
  );
}
