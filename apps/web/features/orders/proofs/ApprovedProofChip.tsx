'use client';
import { fileUrl } from '@/lib/files';
import { dateText } from '@/lib/format';
import { CheckIcon, DocumentIcon } from '@/ui/icons';
import { orderProofsStore } from './store';

/** On an order line: the approved artwork proof it is made from (a thumbnail that opens it), once there is one. */
export function ApprovedProofChip({ lineId }: { lineId: string }) {
  const approved = orderProofsStore.use((proofs) => proofs?.lines.find((line) => line.lineId === lineId)?.versions.find((v) => v.status === 'approved') ?? null);
  if (!approved) return null;
  return (
    <div className="flex items-center gap-3 border-t border-line px-4 py-3 sm:px-5" data-testid="line-approved-proof" data-version={approved.version}>
      <a
        href={fileUrl(approved.file.key)}
        target="_blank"
        rel="noopener"
        className="flex size-12 flex-none items-center justify-center overflow-hidden rounded-[3px] border border-line bg-surface-muted hover:border-ink"
        aria-label={`Open the approved proof, version ${approved.version}`}
      >
        {approved.picture ? (
          // eslint-disable-next-line @next/next/no-img-element -- a proof is served privately: no image optimizer.
          <img src={fileUrl(approved.file.key)} alt="" className="h-full w-full object-cover" />
        ) : (
          <DocumentIcon size={18} className="text-ink-muted" />
        )}
      </a>
      <p className="text-[13px] leading-snug text-ink">
        <span className="inline-flex items-center gap-1 font-medium text-emerald-900">
          <CheckIcon size={13} /> Artwork approved
        </span>
        <span className="block text-ink-muted">Proof version {approved.version}{approved.decidedAt ? ` · ${dateText(approved.decidedAt)}` : ''}</span>
      </p>
    </div>
  );
}
