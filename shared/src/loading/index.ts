export * from './loadingStore';
export * from './LoadingFallback';
export * from './lazyPage';
