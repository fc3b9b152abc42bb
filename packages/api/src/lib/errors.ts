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
/**
 * A stored file a document needs is not in the file store (a process on another DATA_DIR, a lost file): the document
 * is refused with the file named, never sent without it (issue 55).
 */
export const storedFileMissing = (what: string, key: string) =>
  new ApiError(RES.STORED_FILE_MISSING, `${what} cannot be made: the file store has no file ${key}. Please tell the sales team; an operator should check that every process uses the same file store (docs/operations.md).`);
/** The session is unknown or over, or its member is gone: the browser clears it and starts again. */
export const sessionExpired = () => new ApiError(RES.SESSION_EXPIRED, 'Your session has expired. Please sign in again.');
