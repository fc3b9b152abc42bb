'use client';
import type { FileRef } from '@sw/protocol';
import { downloadFile } from '@/lib/download';
import { fileUrl } from '@/lib/files';
import { extensionOf } from '@/lib/upload';
import { notify } from '@/lib/toast';
import { DocumentIcon } from '@/ui/icons';

const PICTURES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'];

/** A buyer's (or a message's) files: a thumbnail for pictures, the name, and a download button. */
export function FileList({ files, compact = false }: { files: readonly FileRef[]; compact?: boolean }) {
  if (files.length === 0) return null;
  const size = compact ? 'h-10 w-10' : 'h-14 w-14';
  return (
    <ul className="flex flex-wrap gap-2" data-testid="file-list">
      {files.map((file) => {
        const url = fileUrl(file.key);
        const picture = PICTURES.includes(extensionOf(file.name) || extensionOf(file.key));
        return (
          <li key={file.key} className="flex max-w-full items-center gap-2 rounded-[3px] border border-line bg-surface p-1.5 pr-2">
            <a href={url} target="_blank" rel="noopener" className={`${size} flex flex-none items-center justify-center overflow-hidden rounded-[2px] bg-surface-muted`}>
              {picture && url ? (
                <img src={url} alt="" className="h-full w-full object-contain" loading="lazy" />
              ) : (
                <DocumentIcon size={20} className="text-ink-muted" />
              )}
            </a>
            <span className="min-w-0 max-w-[180px] truncate text-[12px] text-ink" title={file.name}>
              {file.name}
            </span>
            <button
              type="button"
              data-testid="file-download"
              className="text-[12px] font-medium text-accent-strong underline-offset-2 hover:underline"
              onClick={() => {
                downloadFile(url, file.name).catch(() => notify('The file could not be downloaded. Please try again.', 2));
              }}
            >
              Download
            </button>
          </li>
        );
      })}
    </ul>
  );
}
