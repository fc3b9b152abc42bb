import { EmptyState } from '@/ui/EmptyState';
import { DocumentIcon } from '@/ui/icons';
import { inquiryHref } from './format';

/** The customization editor was asked for an inquiry line that cannot be edited (or is not the member's). */
export function InquiryLineMissing({ inquiryId, message }: { inquiryId: string; message: string }) {
  return (
    <div className="mx-auto w-full max-w-[1200px] px-5 py-10" data-testid="inquiry-line-missing">
      <EmptyState
        icon={DocumentIcon}
        title="This line cannot be edited"
        actions={[
          { href: /^\d{1,18}$/.test(inquiryId) ? inquiryHref.details(inquiryId, 1) : inquiryHref.list, label: 'Back to the inquiry', primary: true },
          { href: inquiryHref.list, label: 'My Inquiry' },
        ]}
      >
        {message}
      </EmptyState>
    </div>
  );
}
