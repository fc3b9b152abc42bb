import type { FileRef } from '@sw/protocol';

const IMAGE_EXTENSIONS = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'avif']);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file shows as a picture (and can be placed on the goods). */
export function isImageName(name: string): boolean {
  return IMAGE_EXTENSIONS.has(extensionOf(name));
}

/** The first picture among the files: the logo placed over the goods. */
export function firstImage(files: readonly FileRef[]): FileRef | null {
  return files.find((f) => isImageName(f.key)) ?? null;
}

/** Pictures go to the logo folder, everything else (AI, PDF, PSD, ...) to design. */
export function folderFor(name: string): 'logo' | 'design' {
  return isImageName(name) ? 'logo' : 'design';
}
