export * from './remoteRoutes';
export * from './pathOwnership';
