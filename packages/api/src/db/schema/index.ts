/** The database schema, one file per domain; everything imports it from here. */
export * from './accounts';
export * from './catalog';
export * from './files';
export * from './cart';
export * from './inquiry';
export * from './orders';
export * from './contact';
export * from './audit';
export * from './jobs';
export * from './orderMessages';
