import { EmptyState } from '@/ui/EmptyState';
import { BagIcon } from '@/ui/icons';

export function EmptyCart() {
  return (
    <EmptyState
      icon={BagIcon}
      title="Your inquiry cart is empty"
      actions={[
        { href: '/goods/list', label: 'Browse products', primary: true },
        { href: '/inquiry/list', label: 'My inquiries' },
      ]}
    >
      Add goods from any product page with the quantities you need, or add a whole list at once from a spreadsheet, then ask us for a quotation. There is no obligation to order.
    </EmptyState>
  );
}
