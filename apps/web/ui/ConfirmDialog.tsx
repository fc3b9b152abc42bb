'use client';
import { Dialog } from './Dialog';
import { settleConfirm, type ConfirmRequest } from './confirm';

/** The confirm dialog itself; loaded on the first confirm() only. */
export default function ConfirmDialog({ request }: { request: ConfirmRequest | null }) {
  return (
    <Dialog
      open={!!request}
      onOpenChange={(open) => {
        if (!open) settleConfirm(false);
      }}
      title={request?.title ?? ''}
      size="sm"
      role="alertdialog"
      hideClose
    >
      {request ? (
        <div data-testid="confirm-dialog">
          <div className="mt-3 text-[15px] leading-relaxed text-ink-muted">{request.message}</div>
          <div className="mt-7 flex justify-end gap-3">
            {request.showCancel ? (
              <button type="button" className="btn btn-outline min-h-10 px-5" onClick={() => settleConfirm(false)}>
                {request.cancelText}
              </button>
            ) : null}
            <button type="button" className="btn btn-primary min-h-10 px-5" onClick={() => settleConfirm(true)}>
              {request.confirmText}
            </button>
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
