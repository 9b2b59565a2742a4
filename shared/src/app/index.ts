export * from './AppProviders';
export * from './queryClient';
export * from './theme';
