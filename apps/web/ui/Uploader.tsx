'use client';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { LIMITS, type FileRef, type UploadFolder } from '@sw/protocol';
import { fileUrl } from '@/lib/files';
import { extensionOf, startUpload, UPLOAD_CANCELLED, type UploadBatch, type UploadItem } from '@/lib/upload';
import { AlertIcon, CheckIcon, CloseIcon, DocumentIcon } from '@/ui/icons';

export interface UploaderProps {
  /** What the files are for: logo/, design/, quick/ or message/. */
  folder: UploadFolder;
  /** How many files `value` may hold, with `held`. */
  maxFiles: number;
  /** Files the form keeps in its own list rather than in `value` (a goods' pictures): they take places too. */
  held?: number;
  /** Largest file, in bytes; default 10485760. */
  maxBytes?: number;
  /** The file picker's filter, e.g. '.png,.jpg,.svg,.ai,.pdf'; the storage decides in the end. */
  accept?: string;
  /** The uploaded files (completed ones only). */
  value: FileRef[];
  onChange: (files: FileRef[]) => void;
  label: string;
  /** A line under the label, e.g. the formats a factory works from. */
  hint?: string;
  disabled?: boolean;
  /** True while a batch is uploading, so a form can hold its submit. */
  onBusyChange?: (busy: boolean) => void;
}

const PREVIEWABLE = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg'];

/** A stable React key per picked file (items are copied on every report). */
const rowIds = new WeakMap<File, number>();
let nextRowId = 0;
function rowId(file: File): number {
  let id = rowIds.get(file);
  if (id === undefined) rowIds.set(file, (id = ++nextRowId));
  return id;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

function Thumbnail({ src, extension }: { src: string; extension: string }) {
  return (
    <span className="relative flex h-14 w-14 flex-none items-center justify-center overflow-hidden rounded-[3px] border border-line bg-surface-muted">
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- an uploaded file, served privately: no image optimizer.
        <img src={src} alt="" className="h-full w-full object-contain" />
      ) : (
        <span className="flex flex-col items-center text-ink-muted">
          <DocumentIcon size={20} />
          <span className="mt-0.5 text-[9px] font-medium uppercase tracking-[0.12em]">{extension || 'file'}</span>
        </span>
      )}
    </span>
  );
}

function ProgressBar({ value, name }: { value: number; name: string }) {
  return (
    <div className="mt-2 flex items-center gap-3">
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={`Uploading ${name}`}
        className="h-1.5 flex-1 overflow-hidden rounded-full bg-line"
      >
        <div className="h-full rounded-full bg-accent transition-[width] duration-200 ease-out" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 text-right text-[12px] tabular-nums text-ink-muted" data-testid="upload-percent">{value}%</span>
    </div>
  );
}

function BatchRow({ item, preview, onDismiss }: { item: UploadItem; preview: string; onDismiss: () => void }) {
  const failed = item.status === 'error' || item.status === 'cancelled';
  return (
    <li data-testid="upload-item" data-status={item.status} className="flex items-start gap-3 rounded-[3px] border border-line bg-surface p-3">
      <Thumbnail src={preview} extension={item.fileExtension} />
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <p className="truncate text-[14px] text-ink" title={item.name}>{item.name}</p>
          <span className="flex-none text-[12px] tabular-nums text-ink-faint">{formatBytes(item.file.size)}</span>
        </div>
        {item.status === 'uploading' ? <ProgressBar value={item.progress} name={item.name} /> : null}
        {item.status === 'pending' ? <p className="mt-1.5 text-[12px] text-ink-faint">Waiting to upload…</p> : null}
        {failed ? (
          <p data-testid="upload-error" className={`mt-1.5 flex items-center gap-1.5 text-[13px] ${item.status === 'cancelled' ? 'text-ink-muted' : 'text-red-800'}`}>
            <AlertIcon size={14} className="flex-none" />
            {item.error}
          </p>
        ) : null}
      </div>
      {failed ? (
        <button type="button" onClick={onDismiss} className="flex h-8 w-8 flex-none items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink" aria-label={`Dismiss ${item.name}`}>
          <CloseIcon size={16} />
        </button>
      ) : null}
    </li>
  );
}

function DoneRow({ file, onRemove, disabled }: { file: FileRef; onRemove: () => void; disabled?: boolean }) {
  const extension = extensionOf(file.key);
  return (
    <li data-testid="uploaded-file" data-key={file.key} className="flex items-center gap-3 rounded-[3px] border border-line bg-surface p-3">
      <Thumbnail src={PREVIEWABLE.includes(extension) ? fileUrl(file.key) : ''} extension={extension} />
      <div className="min-w-0 flex-1">
        <a href={fileUrl(file.key)} target="_blank" rel="noopener" className="block truncate text-[14px] text-ink hover:text-accent-strong" title={file.name}>
          {file.name}
        </a>
        <p className="mt-0.5 flex items-center gap-1 text-[12px] text-emerald-800">
          <CheckIcon size={13} /> Uploaded
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        className="flex h-8 w-8 flex-none items-center justify-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink disabled:opacity-40"
        aria-label={`Remove ${file.name}`}
      >
        <CloseIcon size={16} />
      </button>
    </li>
  );
}

/**
 * Drop zone and file button over lib/upload.ts: each file is checked in the page (size, forbidden
 * extension), uploaded with its progress shown, and added to `value` once the storage has it. Cancel stops
 * the running upload and the rest of the batch.
 */
export function Uploader({ folder, maxFiles, held = 0, maxBytes = LIMITS.maxUploadBytes, accept, value, onChange, label, hint, disabled, onBusyChange }: UploaderProps) {
  const inputId = useId();
  const hintId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const batchRef = useRef<UploadBatch | null>(null);
  const valueRef = useRef(value);
  useEffect(() => {
    valueRef.current = value;
  }, [value]);
  const [items, setItems] = useState<UploadItem[]>([]);
  /** Local pictures of the files being uploaded (object URLs), released with the next batch or on leaving. */
  const [previews, setPreviews] = useState<Map<File, string>>(() => new Map());
  const previewsRef = useRef(previews);
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState('');
  const busy = items.some((item) => item.status === 'uploading' || item.status === 'pending');
  const room = Math.max(0, maxFiles - held - value.length);

  useEffect(() => onBusyChange?.(busy), [busy, onBusyChange]);
  // Leaving the page stops what is still going.
  useEffect(
    () => () => {
      batchRef.current?.cancel();
      for (const url of previewsRef.current.values()) URL.revokeObjectURL(url);
    },
    [],
  );

  function start(list: FileList | File[]) {
    const files = Array.from(list);
    if (files.length === 0 || busy || disabled) return;
    const taken = files.slice(0, room);
    setNotice(files.length > taken.length ? `You can attach up to ${maxFiles} ${maxFiles === 1 ? 'file' : 'files'}.` : '');
    if (taken.length === 0) return;
    for (const url of previewsRef.current.values()) URL.revokeObjectURL(url);
    const nextPreviews = new Map(taken.filter((file) => PREVIEWABLE.includes(extensionOf(file.name))).map((file) => [file, URL.createObjectURL(file)]));
    previewsRef.current = nextPreviews;
    setPreviews(nextPreviews);
    const added = new Set<string>();
    const batch = startUpload(taken, {
      folder,
      maxBytes,
      onChange(reported) {
        const completed = reported.filter((item) => item.completed && !added.has(item.key));
        if (completed.length) {
          for (const item of completed) added.add(item.key);
          const next = [...valueRef.current, ...completed.map((item) => ({ key: item.key, name: item.name.slice(0, 200) }))];
          // Seen at once by a second completion that comes before the parent renders again.
          valueRef.current = next;
          onChange(next);
        }
        setItems(reported.filter((item) => !item.completed));
      },
    });
    batchRef.current = batch;
    setItems(batch.items);
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    start(event.dataTransfer.files);
  }

  const full = room === 0;
  return (
    <div data-testid="uploader" className="space-y-3">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-[13px] font-medium text-ink">{label}</label>
        <span className="text-[12px] tabular-nums text-ink-faint">{held + value.length}/{maxFiles}</span>
      </div>
      <div
        data-testid="upload-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled && !full) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex flex-col items-center justify-center gap-3 rounded-[4px] border border-dashed px-5 py-7 text-center transition-colors sm:flex-row sm:justify-between sm:text-left ${
          dragging ? 'border-accent bg-accent-soft/60' : 'border-line-strong bg-surface-muted'
        } ${disabled || full ? 'opacity-60' : ''}`}
      >
        <div>
          <p className="text-[14px] text-ink" data-testid="upload-prompt">
            {full ? (
              'All file places are taken.'
            ) : (
              <>
                {/* Dropping needs a mouse: a phone or tablet only chooses. */}
                <span className="drop-only">Drop files here or choose them from your device.</span>
                <span className="touch-only">Choose files from your device.</span>
              </>
            )}
          </p>
          <p id={hintId} className="mt-1 text-[12px] leading-relaxed text-ink-muted">
            {hint ?? 'Artwork, pictures or documents'} · up to {formatBytes(maxBytes)} each
          </p>
        </div>
        <div className="flex flex-none gap-2">
          {busy ? (
            <button type="button" className="btn btn-outline" onClick={() => batchRef.current?.cancel()} data-testid="upload-cancel">
              Cancel
            </button>
          ) : null}
          <button type="button" className="btn btn-primary" disabled={disabled || busy || full} onClick={() => inputRef.current?.click()}>
            Choose files
          </button>
        </div>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          className="sr-only"
          tabIndex={-1}
          multiple={maxFiles > 1}
          accept={accept}
          disabled={disabled || busy || full}
          aria-describedby={hintId}
          data-testid="upload-input"
          onChange={(event) => {
            if (event.target.files) start(event.target.files);
            event.target.value = '';
          }}
        />
      </div>
      <div aria-live="polite" className="sr-only">
        {busy ? 'Uploading…' : items.some((item) => item.error === UPLOAD_CANCELLED) ? UPLOAD_CANCELLED : ''}
      </div>
      {notice ? <p className="text-[13px] text-amber-800" role="status">{notice}</p> : null}
      {value.length || items.length ? (
        <ul className="space-y-2">
          {value.map((file, index) => (
            <DoneRow
              key={file.key}
              file={file}
              disabled={disabled}
              onRemove={() => onChange(value.filter((_, other) => other !== index))}
            />
          ))}
          {items.map((item) => (
            <BatchRow key={rowId(item.file)} item={item} preview={previews.get(item.file) ?? ''} onDismiss={() => setItems((all) => all.filter((other) => other !== item))} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
