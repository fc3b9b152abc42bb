/** Types of proxyTrust.mjs. */
export function trustedProxyHops(env?: NodeJS.ProcessEnv): number;
export function forwardedProto(header: string | null | undefined, trustedHops: number): 'http' | 'https' | null;
export function forwardedHost(header: string | null | undefined, trustedHops: number): string | null;
