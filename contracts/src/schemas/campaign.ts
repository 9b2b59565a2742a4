// A sign-up campaign's name (spec part 3 §5): the Add New popover, the inline rename and the API.
// Pure: no React / antd / browser imports (the API imports it).
import { object, string, type InferType } from 'yup';

export const campaignSchema = object({
  name: string().trim().required('This field is required').max(200, 'At most 200 characters'),
});
export type CampaignInput = InferType<typeof campaignSchema>;

/** The campaign link of the user list (spec part 3 §2): the list filtered by `userCampaign.campaign_id`. */
export const campaignUsersQuery = (campaignId: number) =>
  `filters=true&column=userCampaign.campaign_id&operator=${encodeURIComponent('where in')}&keyword=${encodeURIComponent(`[${campaignId}]`)}`;
