'use client';
import { useState } from 'react';
import { downloadFile } from '@/lib/download';
import { toast } from '@/lib/toast';
import { ButtonSpinner, DocumentIcon } from '@/ui/icons';

/** Downloads one of a shipment's PDFs (sent with the buyer's session; another member gets a 404). */
export function DocumentButton({ url, name, label, testId }: { url: string; name: string; label: string; testId: string }) {
  const [saving, setSaving] = useState(false);
  async function download() {
    setSaving(true);
    try {
      await downloadFile(url, name);
    } catch {
      toast.warning('The PDF could not be downloaded. Please try again.', 4000);
    } finally {
      setSaving(false);
    }
  }
  return (
    <button type="button" className="btn btn-outline h-10 min-h-10 px-3.5 text-[13px]" onClick={() => void download()} disabled={saving} data-testid={testId}>
      {saving ? <ButtonSpinner /> : <DocumentIcon size={15} />}
      {label}
    </button>
  );
}
