export * from '@pads/core';
export * from './authApi';
export * from './useRestoreSession';
export * from './RoleGuard';
export * from './LoginForm';
export type * from './signInSteps';
export * from './useAdminSettingSwitch';
