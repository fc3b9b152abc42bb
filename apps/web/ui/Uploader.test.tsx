import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createElement as h, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FileRef } from '@sw/protocol';
import type { UploadItem, UploadOptions } from '@/lib/upload';
import { Uploader } from './Uploader';

/** The batch the component started, driven by the test. */
let started: { files: File[]; options: UploadOptions; cancel: ReturnType<typeof vi.fn> } | null = null;

vi.mock('@/lib/upload', async (original) => ({
  ...(await original<typeof import('@/lib/upload')>()),
  startUpload: (files: File[], options: UploadOptions) => {
    const cancel = vi.fn();
    started = { files: Array.from(files), options, cancel };
    return { items: [], cancel, done: new Promise(() => undefined) };
  },
}));

afterEach(cleanup);
beforeEach(() => {
  started = null;
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

const item = (file: File, patch: Partial<UploadItem>): UploadItem => ({
  file, fileExtension: 'png', error: '', progress: 0, loaded: 0, url: '', key: '', completed: false, name: file.name, status: 'pending', ...patch,
});

function Host({ initial = [] as FileRef[], onValue = (_: FileRef[]) => undefined, held = 0 }) {
  const [value, setValue] = useState<FileRef[]>(initial);
  return h(Uploader, {
    folder: 'logo', maxFiles: 3, held, value, label: 'Logo files',
    onChange: (next: FileRef[]) => {
      setValue(next);
      onValue(next);
    },
  });
}

describe('Uploader', () => {
  it('uploads picked files with a progress bar, a cancel button and adds completed ones to the value', () => {
    const onValue = vi.fn();
    render(h(Host, { onValue }));
    expect(screen.getByTestId('uploader')).toBeInTheDocument();
    const logo = new File([new Uint8Array(2048)], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [logo] } });
    expect(started!.options.folder).toBe('logo');
    expect(started!.files).toEqual([logo]);

    act(() => started!.options.onChange!([item(logo, { status: 'uploading', progress: 42 })], false));
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('42%')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(started!.cancel).toHaveBeenCalled();

    act(() => started!.options.onChange!([item(logo, { status: 'completed', completed: true, progress: 100, key: 'logo/abc.png', url: '/files/logo/abc.png' })], true));
    expect(onValue).toHaveBeenLastCalledWith([{ key: 'logo/abc.png', name: 'logo.png' }]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByTestId('uploaded-file')).toHaveAttribute('data-key', 'logo/abc.png');
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
  });

  it('shows each refused file with its reason, and removes a completed file', () => {
    const onValue = vi.fn();
    render(h(Host, { onValue, initial: [{ key: 'logo/old.png', name: 'old.png' }] }));
    const big = new File([new Uint8Array(10)], 'big.png');
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files: [big] } });
    act(() => started!.options.onChange!([item(big, { status: 'error', error: 'File size exceeds the limit.' })], false));
    expect(screen.getByTestId('upload-error')).toHaveTextContent('File size exceeds the limit.');
    fireEvent.click(screen.getByRole('button', { name: 'Remove old.png' }));
    expect(onValue).toHaveBeenLastCalledWith([]);
  });

  it('takes no more files than there are places left', () => {
    render(h(Host, { initial: [{ key: 'logo/a.png', name: 'a.png' }, { key: 'logo/b.png', name: 'b.png' }] }));
    const files = ['x.png', 'y.png'].map((name) => new File([new Uint8Array(1)], name));
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
    expect(started!.files.map((file) => file.name)).toEqual(['x.png']);
    expect(screen.getByRole('status')).toHaveTextContent('You can attach up to 3 files.');
  });

  it('counts the files its form holds elsewhere against the places, as the goods pictures do', () => {
    render(h(Host, { held: 2 }));
    expect(screen.getByText('2/3')).toBeInTheDocument();
    const files = ['x.png', 'y.png'].map((name) => new File([new Uint8Array(1)], name));
    fireEvent.change(screen.getByTestId('upload-input'), { target: { files } });
    expect(started!.files.map((file) => file.name)).toEqual(['x.png']);
    expect(screen.getByRole('status')).toHaveTextContent('You can attach up to 3 files.');
  });
});
