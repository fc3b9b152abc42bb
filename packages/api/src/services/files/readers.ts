import type { FileRef } from '@sw/protocol';
import type { Db, Reader } from '../../db/client';
import type { Member } from '../../lib/member';

/**
 * Who may read a file is decided by the records that hold it, and those belong to other domains (inquiries, cart
 * lines, orders, the catalogue). Files sits below them all (they attach uploads through its face), so it cannot ask
 * them without a loop between domains. It asks this port instead; the records' reads across domains answer it
 * (queries/fileHolders.ts, wired by routes/files.ts when the app is built). Issue 50: a service reads only its own tables.
 */
export interface FileReaders {
  /**
   * Whether any record holds the upload, and whether one of them is the reader's: a cart line of their own (the cart
   * is personal), or an inquiry or order of their company (every colleague reads those).
   */
  holders(db: Reader, upload: { id: number; key: string }, reader: { id: string; companyId: string | null }): Promise<{ attached: boolean; mine: boolean }>;
  /** The files of `files` that a line of one of the company's orders holds (the company's colleagues read those). */
  companyOrderFiles(db: Reader, companyId: string, files: FileRef[]): Promise<FileRef[]>;
  /** Whether a catalogue picture shows a new design, and who may see one (an approved member, staff). */
  isNewDesignPicture(db: Db, url: string): Promise<boolean>;
  mayViewNewDesigns(member: Member | null): boolean;
  /** Whether any record shows the picture: goods, their gallery, a category, facet value, factory, banner, or an order's or inquiry's line. */
  isUsedPicture(db: Db, url: string): Promise<boolean>;
}

let wired: FileReaders | null = null;

/** Wires the answers (once per process; each app built wires the same ones). */
export function provideFileReaders(readers: FileReaders): void {
  wired = readers;
}

export function fileReaders(): FileReaders {
  if (!wired) throw new Error('The records that hold files are not wired: routes/files.ts registerFiles provides them.');
  return wired;
}
