export * from './api';
export * from './ReviewAuthorName';
export * from './ReviewCard';
export * from './ReviewPhotos';
export * from './ReviewStarsSummary';
export * from './ReviewVisibilitySwitch';
