export { seedIfEmpty, DEMO_ACCOUNTS } from './seed/index';
