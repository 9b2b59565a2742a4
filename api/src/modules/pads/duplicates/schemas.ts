// Route schema of 'Mark as NOT duplicate' (tag "dupe-checker": the duplicates screen calls it).
import { DecisionConflict, IdsParams, NotDuplicateReply } from '@pads/contracts/api';
import { errorResponses } from '../../../openapi.js';

export const notDuplicateRouteSchema = {
  tags: ['dupe-checker'],
  summary: 'Mark a pair as not duplicate (again: unmark); remembered while neither pad moves',
  description: '409 naming the admin when another admin is reviewing the pair (a claim, /admin/claims).',
  params: IdsParams('prev', 'next'),
  response: { 200: NotDuplicateReply, ...errorResponses(404, 422), 409: DecisionConflict },
};
