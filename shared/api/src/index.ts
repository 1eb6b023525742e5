export * from './auth.ts';
export * from './errors.ts';
export * from './health.ts';
export * from './pagination.ts';
export * from './params.ts';
export * from './reference-data.ts';
export * from './remotes.ts';
