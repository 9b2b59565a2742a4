// /api/admin/campaigns: the campaigns table and its create / rename / delete (spec part 3 §7).
import { campaignSchema } from '@pads/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound } from '../../errors.js';
import { csvCell, pageMeta, sendCsv } from '../../lists/index.js';
import { validate } from '../../validation.js';
import {
  allCampaigns,
  CAMPAIGNS_PER_PAGE,
  campaignPage,
  createCampaign,
  deleteCampaign,
  findCampaign,
  renameCampaign,
} from './repository.js';
import {
  campaignQuerySchema,
  createRouteSchema,
  deleteRouteSchema,
  listRouteSchema,
  renameRouteSchema,
} from './schemas.js';

type IdParams = { id: number };

export default async function campaignsModule(app: FastifyInstance): Promise<void> {
  const actor = (request: FastifyRequest) => ({
    adminId: request.user!.id,
    device: request.headers['user-agent'] ?? null,
  });
  const found = async (id: number) => {
    const campaign = await findCampaign(app.db, id);
    if (!campaign) throw notFound('Campaign');
    return campaign;
  };

  app.get('/campaigns', { schema: listRouteSchema, validatorCompiler: idsValidator }, async (request, reply) => {
    const q = await validate(campaignQuerySchema, request.query);
    const direction = q.sort_direction === 'asc' || q.sort_direction === 'ascend' ? 'asc' : 'desc';
    const sort = q.sort_column ?? 'count';
    if (q.export === 'csv') {
      const rows = await allCampaigns(app.db, sort, direction);
      async function* batches() {
        yield rows.map((c) => [c.name, c.count, c.converted, c.reverted].map(csvCell));
      }
      return sendCsv(request, reply, 'campaigns', ['Name', 'Current', 'Converted', 'Reverted'], batches());
    }
    const { total, rows } = await campaignPage(app.db, q.page, sort, direction);
    return { data: rows, meta: pageMeta(q.page, CAMPAIGNS_PER_PAGE, rows.length, total) };
  });

  app.post('/campaigns', { schema: createRouteSchema }, async (request, reply) => {
    const input = await validate(campaignSchema, request.body);
    const id = await createCampaign(app.db, input, actor(request));
    return reply.code(201).send({ data: await found(id) });
  });

  app.put<{ Params: IdParams }>(
    '/campaigns/:id',
    { schema: renameRouteSchema, validatorCompiler: idsValidator },
    async (request) => {
      const input = await validate(campaignSchema, request.body);
      await renameCampaign(app.db, request.params.id, input, actor(request));
      return { data: await found(request.params.id) };
    },
  );

  app.delete<{ Params: IdParams }>(
    '/campaigns/:id',
    { schema: deleteRouteSchema, validatorCompiler: idsValidator },
    async (request) => {
      const { unassigned } = await deleteCampaign(app.db, request.params.id, actor(request));
      return { message: 'The campaign was deleted.', data: { id: request.params.id, unassigned_users: unassigned } };
    },
  );
}
