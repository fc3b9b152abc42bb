import { RES } from '@sw/protocol';

/** A refusal with a result code and a message a person can read. */
export class ApiError extends Error {
  constructor(
    readonly res: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const invalid = (message: string) => new ApiError(RES.INVALID_PARAMS, message);
export const notFound = (what: string) => new ApiError(RES.NOT_FOUND, `${what} was not found.`);
export const forbidden = (message = 'You do not have access to this.') => new ApiError(RES.FORBIDDEN, message);
/** The session is unknown or over, or its member is gone: the browser clears it and starts again. */
export const sessionExpired = () => new ApiError(RES.SESSION_EXPIRED, 'Your session has expired. Please sign in again.');
