export * from './fieldStatus';
export * from './applyServerErrors';
export * from './FormikModal';
