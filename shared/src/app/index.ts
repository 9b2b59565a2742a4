export * from './AppProviders';
export * from './theme';
