export * from './schema.ts';
export * from './create-database.ts';
export * from './migrator.ts';
export { migrations } from './migrations/index.ts';
