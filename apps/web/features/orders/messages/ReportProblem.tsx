'use client';
import { useState } from 'react';
import type { OrderDetail, OrderMessage, OrderThread } from '@sw/protocol';
import { dateText } from '@/lib/format';
import { toast } from '@/lib/toast';
import { Dialog } from '@/ui/Dialog';
import { WarningIcon } from '@/ui/icons';
import { ProblemForm } from './ProblemForm';

/**
 * The way to report a problem with a delivered order: a line saying until when, and the form in a dialog. Before
 * delivery nothing shows; after the 30 days the line says why it is closed.
 */
export function ReportProblem({
  detail, window, onReported,
}: { detail: OrderDetail; window: OrderThread['problemReport']; onReported: (message: OrderMessage) => void }) {
  const [open, setOpen] = useState(false);
  if (!window.until) return null;
  return (
    <section
      className="flex flex-wrap items-center justify-between gap-3 rounded-[4px] border border-line bg-surface px-5 py-4 sm:px-6"
      aria-label="Report a problem"
      data-testid="problem-callout"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2.5 text-[14px] text-ink">
        <WarningIcon size={18} className="mt-[1px] flex-none text-accent-strong" />
        {window.allowed ? (
          <span>
            Something wrong with the delivery? Tell us what happened until <span className="whitespace-nowrap font-medium">{dateText(window.until)}</span>.
          </span>
        ) : (
          <span className="text-ink-muted" data-testid="problem-closed">{window.reason}</span>
        )}
      </p>
      {window.allowed ? (
        <button type="button" className="btn btn-outline" onClick={() => setOpen(true)} data-testid="problem-open">
          Report a problem
        </button>
      ) : null}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={`Report a problem with order ${detail.orderNo}`}
        description="Our sales team sees it at once, flagged on your order, and answers in the conversation below."
      >
        <ProblemForm
          detail={detail}
          onCancel={() => setOpen(false)}
          onReported={(message) => {
            setOpen(false);
            toast.success('Your report is with our sales team.');
            onReported(message);
          }}
        />
      </Dialog>
    </section>
  );
}
