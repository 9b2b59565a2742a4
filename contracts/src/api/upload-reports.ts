// /api/admin/upload-report/accept/:id and ignore/:id: a photo report (a Reported upload revision) resolved.
import { Type, type Static } from 'typebox';
import { Nullable } from './common.ts';

export const UploadReportResolved = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), status: Type.Integer(), upload_id: Nullable(Type.Integer()) }),
});
export type UploadReportResolved = Static<typeof UploadReportResolved>;
