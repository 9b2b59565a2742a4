export * from './useLiveRefresh';
