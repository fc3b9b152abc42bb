import { AlertIcon } from '@/ui/icons';

/** A problem from the server, shown above the submit button; the live region is always there. */
export function Alert({ message, testId = 'form-error' }: { message: string | null | undefined; testId?: string }) {
  return (
    <div aria-live="assertive" role="alert" className={message ? 'mb-4' : ''}>
      {message ? (
        <p data-testid={testId} className="flex items-start gap-2 rounded-[3px] border border-red-800/20 bg-red-50 px-3.5 py-3 text-[13px] leading-5 text-red-900">
          <AlertIcon size={16} className="mt-[2px] flex-none" />
          <span>{message}</span>
        </p>
      ) : null}
    </div>
  );
}
