/**
 * The name a stored file is saved under: its original name, but with the extension its content was verified as
 * at upload (the key's). 'quotation.bat' holding text saves as 'quotation.txt', so a name can never make a
 * download run as something else. A name that already has that extension (in any case) stays as it is.
 */
export function downloadName(name: string, verifiedExtension: string): string {
  const extension = verifiedExtension.toLowerCase();
  if (!extension) return name;
  const dot = name.lastIndexOf('.');
  if (dot > 0 && name.slice(dot + 1).toLowerCase() === extension) return name;
  // Trailing dots and spaces are dropped by Windows: 'a.bat .' must not end up as 'a.bat'.
  const base = (dot > 0 ? name.slice(0, dot) : name).replace(/[.\s]+$/, '');
  return `${base || 'download'}.${extension}`;
}
