export * from './types';
export * from './constants';
export * from './categoryIcons';
export * from './gridCluster';
export * from './mapProvider';
export * from './MapErrorBoundary';
export * from './PadMap';
