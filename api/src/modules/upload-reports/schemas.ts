// Route schemas of the photo report calls (tag "revisions": a report is a Reported upload revision).
import { IdsParams, UploadReportResolved } from '@pads/contracts/api';
import { errorResponses } from '../../openapi.js';

const tags = ['revisions'];

export const acceptRouteSchema = {
  tags,
  summary: 'Accept a photo report: delete the photo (file and row) and resolve the report',
  params: IdsParams('id'),
  response: { 200: UploadReportResolved, ...errorResponses(404, 409, 422) },
};

export const ignoreRouteSchema = {
  tags,
  summary: 'Ignore a photo report: keep the photo and resolve the report',
  params: IdsParams('id'),
  response: { 200: UploadReportResolved, ...errorResponses(404, 409, 422) },
};
