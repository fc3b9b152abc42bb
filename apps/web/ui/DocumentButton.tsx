'use client';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { ButtonSpinner, DocumentIcon } from '@/ui/icons';

/**
 * Downloads one of the order's PDFs (the proforma invoice, a shipment's invoice and packing list), sent with the
 * buyer's session (another member gets a 404). `compact`: the smaller button of a shipment's row.
 */
export function DocumentButton({ url, name, label, testId, compact = false, save = downloadFile }: {
  url: string; name: string; label: string; testId: string; compact?: boolean;
  /** How the file is saved; a `readable` error's message is shown as it is (the compliance pack's refusals). */
  save?: (url: string, name: string) => Promise<void>;
}) {
  const [saving, setSaving] = useState(false);
  async function download() {
    setSaving(true);
    try {
      await save(url, name);
    } catch (error) {
      toast.warning(error instanceof Error && (error as { readable?: boolean }).readable ? error.message : 'The PDF could not be downloaded. Please try again.', 6000);
    } finally {
      setSaving(false);
    }
  }
  return (
    <button type="button" className={compact ? 'btn btn-outline h-10 min-h-10 px-3.5 text-[13px]' : 'btn btn-outline'} onClick={() => void download()} disabled={saving} data-testid={testId}>
      {saving ? <ButtonSpinner /> : <DocumentIcon size={compact ? 15 : 16} />}
      {label}
    </button>
  );
}
