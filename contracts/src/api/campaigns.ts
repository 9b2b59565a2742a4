// /api/admin/campaigns…: the campaigns table (a query list) and create / rename / delete.
import { Type, type Static } from 'typebox';
import { Data, DateTime } from './common.ts';
import { QueryListPage } from './lists.ts';

/** A campaign (spec part 3 §3 "Campaign"): users it signed up now, converted to premium, and lapsed. */
export const Campaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  created_at: DateTime,
  count: Type.Integer(),
  converted: Type.Integer(),
  reverted: Type.Integer(),
});
export type Campaign = Static<typeof Campaign>;

export const CampaignListPage = QueryListPage(Campaign);
export const CampaignReply = Data(Campaign);

/** DELETE /admin/campaigns/:id: the users whose campaign was cleared. */
export const CampaignDeleted = Type.Object({
  message: Type.String(),
  data: Type.Object({ id: Type.Integer(), unassigned_users: Type.Integer() }),
});
export type CampaignDeleted = Static<typeof CampaignDeleted>;
