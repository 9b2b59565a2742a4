// /api/admin/upload-report/accept/:id and ignore/:id: a photo report (a Reported upload revision) resolved.
import { Type, type Static } from 'typebox';
import { errorResponses, IdsParams, Nullable } from './common.ts';

export const UploadReportResolved = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), status: Type.Integer(), upload_id: Nullable(Type.Integer()) }),
});
export type UploadReportResolved = Static<typeof UploadReportResolved>;

const tags = ['revisions'];

export const uploadReportsSchemas = {
  accept: {
    tags,
    summary: 'Accept a photo report: delete the photo (file and row) and resolve the report',
    params: IdsParams('id'),
    response: { 200: UploadReportResolved, ...errorResponses(404, 409, 422) },
  },
  ignore: {
    tags,
    summary: 'Ignore a photo report: keep the photo and resolve the report',
    params: IdsParams('id'),
    response: { 200: UploadReportResolved, ...errorResponses(404, 409, 422) },
  },
};
