// Pure validation code: the API imports it too, so no React / antd / browser imports here.
export * from './loginSchema';
export * from './newAdminSchema';
export * from './profileSchema';
export * from './passwordChangeSchema';
export * from './fieldErrors';
export * from './padCreate';
