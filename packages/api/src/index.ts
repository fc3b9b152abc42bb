export { createApp, type ApiApp } from './app';
export { createRuntime, getRuntime, type Runtime } from './runtime';
export { readConfig, type ApiConfig } from './config';
export type { AppDeps } from './context';
export { mayReadMetrics, METRICS_REFUSAL, recordJobRun } from './lib/metrics';
export { clientAddress, limitAddress, trustedProxyHops } from './lib/clientAddress';
export { isJsonContentType, MAX_BODY_BYTES, readBoundedBody, readJsonBody } from './lib/requestBody';
export { SVG_SECURITY_POLICY } from './demo/media';
export type { InProcessEnv } from './app';
