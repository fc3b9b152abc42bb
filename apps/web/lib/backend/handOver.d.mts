export interface BackendLane {
  /** Whether a request (its URL as sent: path and query) takes the lane. */
  takes: (url: string) => boolean;
  fetch: (request: Request) => Promise<Response>;
}
export declare function offerLane(lane: BackendLane): void;
export declare function findLane(): BackendLane | null;
export declare function offerPageCache(cache: { clear(): void }): void;
export declare function clearPageCache(): void;
