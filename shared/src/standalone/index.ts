export * from './renderStandaloneRemote';
