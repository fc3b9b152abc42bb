import { errorCode, errorMessage, isSessionCode } from '@sw/protocol';
import { CART_PATH } from '@/lib/links';
import { EmptyState } from '@/ui/EmptyState';
import { BagIcon, WarningIcon } from '@/ui/icons';
import { loadCartForInquiry } from './api.server';
import { ConfirmInquiry } from './ConfirmInquiry';

/** ?lines=1,2,3 → the ids, in order, without repeats or junk. */
export function lineIdsOf(param: string | string[] | undefined): string[] {
  const text = Array.isArray(param) ? param.join(',') : (param ?? '');
  return [...new Set(text.split(',').map((id) => id.trim()).filter((id) => /^\d{1,18}$/.test(id)))];
}

/** Server part of the confirm page: the chosen lines from the member's cart (the cart decides what still exists). */
export async function ConfirmInquiryView({ lineIds, sessionEnded }: { lineIds: string[]; sessionEnded: React.ReactNode }) {
  const loaded = await loadCartForInquiry();
  if (!loaded) return null;
  const { cart, techniqueNames, email } = loaded;
  if (!cart.ok) {
    if (isSessionCode(errorCode(cart) ?? '')) return sessionEnded;
    return (
      <EmptyState icon={WarningIcon} title="We could not open your cart just now" actions={[{ href: CART_PATH, label: 'Back to the cart', primary: true }]}>
        {errorMessage(cart)} Your lines are safe; please try again in a moment.
      </EmptyState>
    );
  }
  const chosen = new Set(lineIds);
  const lines = cart.data.lines.filter((line) => chosen.has(line.lineId) && line.available);
  if (lines.length === 0) {
    return (
      <div data-testid="confirm-nothing">
        <EmptyState icon={BagIcon} title="No cart lines chosen" actions={[{ href: CART_PATH, label: 'Choose lines in the cart', primary: true }]}>
          Tick the lines you want a quotation for in your inquiry cart, then choose “Request quotation”. Lines already sent are no longer in the cart.
        </EmptyState>
      </div>
    );
  }
  return <ConfirmInquiry lines={lines} techniqueNames={techniqueNames} email={email} />;
}
