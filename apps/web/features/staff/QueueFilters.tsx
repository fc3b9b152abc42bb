import Form from 'next/form';
import { INQUIRY_STATUSES } from '@sw/protocol';
import { labelClass } from '@/ui/form';
import { compactInput, STATUS_LABEL } from './format';

const control = `${compactInput} !h-10 !text-[14px]`;

/** The queue's filters: a GET form, so the URL carries them and the back button works. */
export function QueueFilters({ raw }: { raw: Record<string, string> }) {
  return (
    <Form action="/admin/inquiries" className="grid grid-cols-2 gap-3 lg:grid-cols-[1.6fr_1fr_1fr_1fr_1fr_auto]" data-testid="queue-filters">
      <label className="col-span-2 block lg:col-span-1">
        <span className={labelClass}>Buyer or number</span>
        <input name="buyer" type="search" defaultValue={raw.buyer ?? ''} placeholder="Email, company, nick or INQ number" className={control} />
      </label>
      <label className="block">
        <span className={labelClass}>Status</span>
        <select name="status" defaultValue={raw.status ?? ''} className={control}>
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
        <select name="mode" defaultValue={raw.mode ?? ''} className={control}>
          <option value="">Quick and precise</option>
          <option value="0">Quick</option>
          <option value="1">Precise</option>
        </select>
      </label>
      <label className="block">
        <span className={labelClass}>Submitted from</span>
        <input name="from" type="date" defaultValue={raw.from ?? ''} className={control} />
      </label>
      <label className="block">
        <span className={labelClass}>Submitted to</span>
        <input name="to" type="date" defaultValue={raw.to ?? ''} className={control} />
      </label>
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1">
        <button type="submit" className="btn btn-primary h-10 min-h-10 px-5">
          Filter
        </button>
        <a href="/admin/inquiries" className="btn h-10 min-h-10 px-3 text-ink-muted hover:text-ink">
          Clear
        </a>
      </div>
    </Form>
  );
}
