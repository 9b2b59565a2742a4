export * from './FieldItem';
export * from './FormAlert';
export * from './applyServerErrors';
export * from './FormikModal';
export * from './useFormikModal';
