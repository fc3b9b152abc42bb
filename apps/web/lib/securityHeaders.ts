/** Strict-Transport-Security, sent only when the nearest proxy reports TLS (a plain-HTTP answer may not pin HTTPS). */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' } as const;
