import Form from 'next/form';
import { INQUIRY_STATUSES } from '@sw/protocol';
import { QueueBuyerField, QueueButtons, QueueDates, QueueSelect } from '@/ui/console';
import { DESK_STATUS_LABEL } from '../format';

/** The queue's filters: a GET form, so the URL carries them and the back button works. */
export function QueueFilters({ raw }: { raw: Record<string, string> }) {
  return (
    <Form action="/admin/inquiries" className="grid grid-cols-2 gap-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_1fr_auto]" data-testid="queue-filters">
      <QueueBuyerField raw={raw} placeholder="Email, company or IQ number" />
      <QueueSelect raw={raw} name="status" label="Status" any="All statuses" options={INQUIRY_STATUSES.map((status) => [status, DESK_STATUS_LABEL[status]])} />
      <QueueSelect raw={raw} name="mode" label="Type" any="All types" options={[['0', 'Quick'], ['1', 'Precise']]} />
      <QueueSelect raw={raw} name="mine" label="Accounts" any="All accounts" options={[['1', 'My accounts']]} />
      <QueueDates raw={raw} label="Submitted" />
      <QueueButtons clearHref="/admin/inquiries" />
    </Form>
  );
}
