// The database schema: the core tables and each area's, gathered here for Drizzle (client.ts) and drizzle-kit
// (drizzle.config.ts). An area adds its tables in a file beside this one and re-exports it here; the area files
// import the core tables from core.schema.ts, never from this index, so no table file imports its own index.
export * from './core.schema.js';
export * from './revisions.schema.js';
export * from './announcements.schema.js';
export * from './users.schema.js';
export * from './reviews.schema.js';
export * from './surveys.schema.js';
export * from './duplicates.schema.js';
export * from './reports.schema.js';
export * from './padImports.schema.js';
export * from './signIn.schema.js';
export * from './padCounts.schema.js';
export * from './mapCells.schema.js';
export * from './moderation.schema.js';
