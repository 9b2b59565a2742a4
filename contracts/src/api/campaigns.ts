// /api/admin/campaigns…: the campaigns table (a query list) and create / rename / delete.
import { Type, type Static } from 'typebox';
import { Data, DateTime, errorResponses, IdsParams } from './common.ts';
import { QueryListPage, queryListSchemas } from './lists.ts';
import { yupBody } from './fromYup.ts';
import { campaignSchema } from '../schemas/index.ts';

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

const tags = ['campaigns'];

const list = queryListSchemas({
  tags,
  summary: 'Campaigns with their current, converted (premium) and reverted (lapsed) users; 25 a page',
  description: 'sort_column: count, converted, reverted, name or id (default count, descending).',
  row: Campaign,
});

export const campaignsSchemas = {
  list,
  create: {
    tags,
    summary: 'Create a campaign',
    body: yupBody(campaignSchema),
    response: { 201: CampaignReply, ...errorResponses(422) },
  },
  rename: {
    tags,
    summary: 'Rename a campaign',
    params: IdsParams('id'),
    body: yupBody(campaignSchema),
    response: { 200: CampaignReply, ...errorResponses(404, 422) },
  },
  remove: {
    tags,
    summary: "Delete a campaign; its users' campaign_id is cleared, nothing else changes",
    params: IdsParams('id'),
    response: { 200: CampaignDeleted, ...errorResponses(404, 422) },
  },
};
