export * from './instances';
