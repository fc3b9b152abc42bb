import { type CallResult, errorMessage } from '@sw/protocol';

/** A refusal in words a buyer understands: the back-end's own sentence, or a plain one when it was not reached. */
export function refusalText(result: CallResult<unknown>): string {
  if (result.ok) return '';
  if (result.error instanceof Error) {
    return result.error.message === 'Request timed out'
      ? 'The server took too long to answer. Please try again.'
      : 'We could not reach the server. Please check your connection and try again.';
  }
  return errorMessage(result);
}
