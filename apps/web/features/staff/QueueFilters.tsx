import Form from 'next/form';
import { INQUIRY_STATUSES } from '@sw/protocol';
import { QueueButtons, queueControl, QueueDates } from '@/ui/console';
import { labelClass } from '@/ui/form';
import { STATUS_LABEL } from './format';


/** The queue's filters: a GET form, so the URL carries them and the back button works. */
export function QueueFilters({ raw }: { raw: Record<string, string> }) {
  return (
    <Form action="/admin/inquiries" className="grid grid-cols-2 gap-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_auto]" data-testid="queue-filters">
      <label className="col-span-2 block lg:col-span-1">
        <span className={labelClass}>Buyer or number</span>
        <input name="buyer" type="search" defaultValue={raw.buyer ?? ''} placeholder="Email, company, nick or INQ number" className={queueControl} />
      </label>
      <label className="block">
        <span className={labelClass}>Status</span>
        <select name="status" defaultValue={raw.status ?? ''} className={queueControl}>
          <option value="">All statuses</option>
          {INQUIRY_STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABEL[status]}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        <span className={labelClass}>Type</span>
        <select name="mode" defaultValue={raw.mode ?? ''} className={queueControl}>
          <option value="">Quick and precise</option>
          <option value="0">Quick</option>
          <option value="1">Precise</option>
        </select>
      </label>
      <QueueDates raw={raw} label="Submitted" />
      <QueueButtons clearHref="/admin/inquiries" />
    </Form>
  );
}
