// /api/admin/pads/toggle-not-duplicated/:prev/:next: 'Mark as NOT duplicate', and back.
import { Type, type Static } from 'typebox';
import { Data } from '../common.ts';

export const NotDuplicateReply = Data(Type.Object({ is_not_duplicate: Type.Boolean() }));
export type NotDuplicateReply = Static<typeof NotDuplicateReply>;
