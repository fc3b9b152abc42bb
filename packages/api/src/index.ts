export { createApp, type ApiApp } from './app';
export { createRuntime, getRuntime, type Runtime } from './runtime';
export { readConfig, type ApiConfig } from './config';
export type { AppDeps } from './context';
