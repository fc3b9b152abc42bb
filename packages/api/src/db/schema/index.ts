/** The database schema, one file per domain; everything imports it from here. */
export * from './accounts';
export * from './catalog';
export * from './files';
export * from './cart';
export * from './inquiry';
export * from './orders';
export * from './production';
export * from './contact';
export * from './audit';
export * from './jobs';
export * from './proofs';
export * from './payments';
export * from './shipments';
export * from './orderMessages';
export * from './samples';
export * from './search';
export * from './tradeTerms';
