// /api/admin/pads/toggle-not-duplicated/:prev/:next: 'Mark as NOT duplicate', and back.
import { Type, type Static } from 'typebox';
import { DecisionConflict } from '../claims.ts';
import { Data, errorResponses, IdsParams } from '../common.ts';

export const NotDuplicateReply = Data(Type.Object({ is_not_duplicate: Type.Boolean() }));
export type NotDuplicateReply = Static<typeof NotDuplicateReply>;

export const padDuplicatesSchemas = {
  notDuplicate: {
    tags: ['dupe-checker'],
    summary: 'Mark a pair as not duplicate (again: unmark); remembered while neither pad moves',
    description: '409 naming the admin when another admin is reviewing the pair (a claim, /admin/claims).',
    params: IdsParams('prev', 'next'),
    response: { 200: NotDuplicateReply, ...errorResponses(404, 422), 409: DecisionConflict },
  },
};
