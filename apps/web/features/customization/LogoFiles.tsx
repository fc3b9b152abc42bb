'use client';
import type { FileRef } from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { CloseIcon, DocumentIcon } from '@/ui/icons';
import { extensionOf, isImageName } from './files';

interface LogoFilesProps {
  files: readonly FileRef[];
  onChange: (files: FileRef[]) => void;
  maxFiles: number;
  maxBytes: number;
  onBusy: (busy: boolean) => void;
}

/** The line's logo and design files: the uploader and what is already attached, with thumbnails. */
export function LogoFiles({ files, onChange }: LogoFilesProps) {
  return (
    <div>
      {files.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3" data-testid="logo-files">
          {files.map((file, i) => (
            <li key={file.key} className="group relative overflow-hidden rounded-[4px] border border-line bg-surface">
              <div className="grid aspect-[4/3] place-items-center bg-[conic-gradient(#f3f1ec_25%,#fff_0_50%,#f3f1ec_0_75%,#fff_0)] bg-[length:16px_16px]">
                {isImageName(file.key) ? (
                  // eslint-disable-next-line @next/next/no-img-element -- the buyer's own upload
                  <img src={fileUrl(file.key)} alt={file.name} className="max-h-full max-w-full object-contain p-2" />
                ) : (
                  <span className="flex flex-col items-center gap-1 text-ink-muted">
                    <DocumentIcon size={28} strokeWidth={1.2} />
                    <span className="text-[11px] font-semibold uppercase tracking-[0.14em]">{extensionOf(file.key) || 'file'}</span>
                  </span>
                )}
              </div>
              <div className="flex items-center gap-2 border-t border-line px-2.5 py-2">
                <span className="min-w-0 flex-1 truncate text-[12px] text-ink" title={file.name}>{file.name}</span>
                {i === files.findIndex((f) => isImageName(f.key)) ? (
                  <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-[10px] uppercase tracking-[0.12em] text-accent">On picture</span>
                ) : null}
              </div>
              <button
                type="button"
                onClick={() => onChange(files.filter((f) => f.key !== file.key))}
                aria-label={`Remove ${file.name}`}
                className="absolute right-1.5 top-1.5 grid size-7 place-items-center rounded-full bg-surface/90 text-ink shadow-sm transition hover:bg-ink hover:text-surface"
              >
                <CloseIcon size={13} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
