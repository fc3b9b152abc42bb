import { describe, expect, it } from 'vitest';
import { downloadName } from './downloadName';

describe('downloadName', () => {
  it('puts the verified extension in place of any other', () => {
    expect(downloadName('quotation.bat', 'txt')).toBe('quotation.txt');
    expect(downloadName('invoice.js', 'PDF')).toBe('invoice.pdf');
    expect(downloadName('archive.tar.gz', 'zip')).toBe('archive.tar.zip');
    expect(downloadName('notes', 'txt')).toBe('notes.txt');
    expect(downloadName('evil.bat .', 'txt')).toBe('evil.bat.txt');
    expect(downloadName('.hta', 'png')).toBe('.hta.png');
    expect(downloadName('...', 'png')).toBe('download.png');
  });

  it('keeps a name that already has it, in any case', () => {
    expect(downloadName('Logo.PNG', 'png')).toBe('Logo.PNG');
    expect(downloadName('Spec sheet é.pdf', 'pdf')).toBe('Spec sheet é.pdf');
    expect(downloadName('kept', '')).toBe('kept');
  });
});
