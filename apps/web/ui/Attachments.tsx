'use client';
import { useState } from 'react';
import type { FileRef } from '@sw/protocol';
import { downloadFile } from '@/lib/download';
import { fileUrl } from '@/lib/files';
import { notify } from '@/lib/toast';
import { TOAST_TYPE } from '@/lib/constants';
import { DocumentIcon } from '@/ui/icons';

const PICTURES = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'];

const extensionOfKey = (key: string) => {
  const dot = key.lastIndexOf('.');
  return dot > key.lastIndexOf('/') ? key.slice(dot + 1).toLowerCase() : '';
};

/**
 * Uploaded files as thumbnails (pictures) or format tiles; a click downloads the file under its own name
 * through lib/download.ts (pictures as a blob, other files through a direct link).
 */
export function Attachments({ files, size = 'medium', label = 'Files' }: { files: FileRef[]; size?: 'small' | 'medium'; label?: string }) {
  const [saving, setSaving] = useState<string | null>(null);
  if (files.length === 0) return null;
  const box = size === 'small' ? 'size-14' : 'size-20';
  const width = size === 'small' ? 'w-14' : 'w-20';

  async function save(file: FileRef) {
    setSaving(file.key);
    try {
      await downloadFile(fileUrl(file.key), file.name);
    } catch {
      notify(`“${file.name}” could not be downloaded. Please try again.`, TOAST_TYPE.warning, 4000);
    } finally {
      setSaving(null);
    }
  }

  return (
    <ul className="flex flex-wrap gap-2.5" aria-label={label} data-testid="attachments">
      {files.map((file) => {
        const extension = extensionOfKey(file.key);
        return (
          <li key={file.key} className={width}>
            <button
              type="button"
              onClick={() => void save(file)}
              disabled={saving === file.key}
              title={`Download ${file.name}`}
              aria-label={`Download ${file.name}`}
              className="group block w-full text-left disabled:opacity-60"
              data-testid="attachment"
            >
              {PICTURES.includes(extension) ? (
                // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served privately: no image optimizer.
                <img src={fileUrl(file.key)} alt="" loading="lazy" className={`${box} rounded-[4px] border border-line bg-surface object-contain transition group-hover:border-ink`} />
              ) : (
                <span className={`flex ${box} flex-col items-center justify-center gap-1 rounded-[4px] border border-line bg-surface text-ink-muted transition group-hover:border-ink`}>
                  <DocumentIcon size={size === 'small' ? 18 : 22} />
                  <span className="text-[10px] uppercase tracking-wider">{extension || 'file'}</span>
                </span>
              )}
              <span className="mt-1 block truncate text-[11px] text-ink-muted group-hover:text-ink">{file.name}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
