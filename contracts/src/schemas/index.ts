// Pure validation code: the API imports it too, so no React / antd / browser imports here.
export * from './loginSchema.ts';
export * from './newAdminSchema.ts';
export * from './profileSchema.ts';
export * from './passwordChangeSchema.ts';
export * from './fieldErrors.ts';
export * from './padCreate.ts';
export * from './revisions.ts';
export * from './padUpdate.ts';
export * from './validateWith.ts';
export * from './announcementSchema.ts';
export * from './orderSchema.ts';
export * from './userEdit.ts';
export * from './padMerge.ts';
export * from './review.ts';
export * from './campaign.ts';
export * from './padImport.ts';
export * from './survey.ts';
