export * from './LoadingFallback';
export * from './lazyPage';
