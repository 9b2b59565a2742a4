export * from './remoteRoutes';
