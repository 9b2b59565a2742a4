// /api/admin/claims…: who is reviewing what (issue 35 part 1; domain/claims.ts). The merge screens claim their item
// when they open, renew it every CLAIM_HEARTBEAT_SECONDS and release it when they close; the lists and the pad view
// read the claims in force.
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../../domain/actor.js';
import { pairItem, revisionItem, type ClaimItem } from '../../domain/claims.js';
import { idsValidator } from '../../domain/routeParams.js';
import { notFound, validationFailed } from '../../errors.js';
import type { AppInstance } from '../../openapi.js';
import { activeClaims, claimItem, padsExist, pruneClaims, releaseItem, revisionPads } from './repository.js';
import { listClaimsRouteSchema, pairClaimSchemas, revisionClaimSchemas } from './schemas.js';

/** How often an instance removes claims long over (any instance may: the delete is idempotent). */
const PRUNE_EVERY_MS = 10 * 60_000;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const common = { validatorCompiler: idsValidator };

  app.get('/claims', { schema: listClaimsRouteSchema }, async () => ({ data: await activeClaims(app.db) }));

  /** The three calls on one kind of item, given how to name it from the path and which pads it is about. */
  const mount = (
    path: string,
    schemas: typeof revisionClaimSchemas,
    itemOf: (params: Record<string, number>) => ClaimItem,
    padsOf: (item: ClaimItem) => Promise<number[] | undefined>,
  ) => {
    const claim = async (params: Record<string, number>, request: Parameters<typeof actorOf>[0], takeOver: boolean) => {
      const item = itemOf(params);
      const pads = await padsOf(item);
      if (!pads) throw notFound(item.kind === 'pair' ? 'Pad' : 'Revision');
      return { data: await claimItem(app.db, item, pads, actorOf(request), { takeOver }) };
    };
    app.put(path, { ...common, schema: schemas.claim }, async (request) =>
      claim(request.params as Record<string, number>, request, false),
    );
    app.post(`${path}/take-over`, { ...common, schema: schemas.takeOver }, async (request) =>
      claim(request.params as Record<string, number>, request, true),
    );
    app.delete(path, { ...common, schema: schemas.release }, async (request) => ({
      data: {
        released: await releaseItem(app.db, itemOf(request.params as Record<string, number>), request.user!.id),
      },
    }));
  };

  mount(
    '/claims/revision/:id',
    revisionClaimSchemas,
    (p) => revisionItem(p.id!),
    (item) => revisionPads(app.db, item.a),
  );
  mount(
    '/claims/pair/:a/:b',
    pairClaimSchemas,
    (p) => {
      if (p.a === p.b) throw validationFailed({ b: ['Two different pads are needed.'] });
      return pairItem(p.a!, p.b!);
    },
    async (item) => ((await padsExist(app.db, [item.a, item.b])) ? [item.a, item.b] : undefined),
  );

  const prune = setInterval(() => void pruneClaims(app.db).catch(() => {}), PRUNE_EVERY_MS);
  prune.unref();
  (app as unknown as FastifyInstance).addHook('onClose', async () => clearInterval(prune));
}
