export { seedIfEmpty, type SeedResult } from './seed/index';
