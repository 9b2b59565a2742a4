// Route schemas of the campaign calls: answers from @pads/contracts/api, bodies documented from the shared
// campaignSchema that validates them.
import { campaignSchema } from '@pads/contracts';
import { Campaign, CampaignDeleted, CampaignReply, IdsParams } from '@pads/contracts/api';
import { queryListRouteSchema } from '../../lists/index.js';
import { errorResponses, yupBody } from '../../openapi.js';

const tags = ['campaigns'];

export const listRouteSchema = queryListRouteSchema({
  tags,
  summary: 'Campaigns with their current, converted (premium) and reverted (lapsed) users; 25 a page',
  description: 'sort_column: count, converted, reverted, name or id (default count, descending).',
  row: Campaign,
});

export const createRouteSchema = {
  tags,
  summary: 'Create a campaign',
  body: yupBody(campaignSchema),
  response: { 201: CampaignReply, ...errorResponses(422) },
};

export const renameRouteSchema = {
  tags,
  summary: 'Rename a campaign',
  params: IdsParams('id'),
  body: yupBody(campaignSchema),
  response: { 200: CampaignReply, ...errorResponses(404, 422) },
};

export const deleteRouteSchema = {
  tags,
  summary: "Delete a campaign; its users' campaign_id is cleared, nothing else changes",
  params: IdsParams('id'),
  response: { 200: CampaignDeleted, ...errorResponses(404, 422) },
};
