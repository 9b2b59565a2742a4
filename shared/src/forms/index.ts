export * from './fieldStatus';
export * from './applyServerErrors';
