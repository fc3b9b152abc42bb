// Uploads.
/** getQnTokenAuto.do: a short-lived upload token bound to the member and a size limit. */
export interface UploadToken {
  upToken: string;
  /** Largest file the token allows, in bytes. */
  maxBytes: number;
  /** ISO time the token stops working. */
  expiresAt: string;
}

/** POST /files/upload answers the stored key; the URL is FILE_HOST + key. */
export interface UploadResult {
  key: string;
}
