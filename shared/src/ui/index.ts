export * from './PadsLogo';
export * from './FullScreenLoading';
export * from './PageShell';
export * from './ErrorPage';
export * from './UserLink';
export * from './NotFoundPanel';
export * from './notifyDone';
export * from './undoNotice';
