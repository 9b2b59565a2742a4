export * from './startupApi';
export * from './useStartupData';
