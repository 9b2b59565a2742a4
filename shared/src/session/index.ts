export * from './sessionStore';
export * from './authApi';
export * from './useRestoreSession';
export * from './RoleGuard';
export * from './LoginForm';
