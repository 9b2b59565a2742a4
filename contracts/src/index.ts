// The contract between the API and the apps. Pure code only: the API imports it, so no React, antd or
// browser APIs here (the lint boundaries enforce it).
export * from './lists.ts';
export * from './paths.ts';
export * from './reference.ts';
export * from './responses.ts';
export * from './roles.ts';
export * from './schemas/index.ts';
export * from './padActions.ts';
export * from './csvCells.ts';
export * from './search/coordinates.ts';
export * from './search/searchQuery.ts';
