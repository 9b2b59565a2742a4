// /api/admin/campaigns: the campaigns table (a query list) and its create / rename / delete (spec part 3 §7).
import { campaignSchema } from '@pads/contracts';
import { actorOf } from '../../domain/actor.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { mountQueryList, queryListParams } from '../../lists/index.js';
import { validate } from '../../validation.js';
import { campaignList, createCampaign, deleteCampaign, findCampaign, renameCampaign } from './repository.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

const { campaigns } = endpoints;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const found = async (id: number) => {
    const campaign = await findCampaign(app.db, id);
    if (!campaign) throw notFound('Campaign');
    return campaign;
  };

  mountQueryList(app, campaigns.list, {
    params: (raw) => validate(queryListParams, raw),
    list: () => campaignList,
  });

  // The body is campaignSchema's to judge (its messages are the form's): ajv leaves it alone.
  route(app, campaigns.create, { validatorCompiler: idsValidator }, async (request, reply) => {
    const input = await validate(campaignSchema, request.body);
    const id = await createCampaign(app.db, input, actorOf(request));
    reply.code(201);
    return { data: await found(id) };
  });

  route(app, campaigns.rename, { validatorCompiler: idsValidator }, async (request) => {
    const input = await validate(campaignSchema, request.body);
    await renameCampaign(app.db, request.params.id, input, actorOf(request));
    return { data: await found(request.params.id) };
  });

  route(app, campaigns.remove, { validatorCompiler: idsValidator }, async (request) => {
    const { unassigned } = await deleteCampaign(app.db, request.params.id, actorOf(request));
    return { message: 'The campaign was deleted.', data: { id: request.params.id, unassigned_users: unassigned } };
  });
}
