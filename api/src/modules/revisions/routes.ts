// Admin revision calls (/api/admin/revisions…): the moderation list, one revision, and its resolution; the merge
// screen's save (merge/) and the search box's call (search/) in sub-folders.
import { idsValidator } from '../../domain/routeParams.js';
import { REVISION_STATUS, REVISION_TYPE } from '@pads/contracts';
import { createMailer } from '../../domain/mailer.js';
import { padMergeExtras } from '../../domain/padMergeExtras.js';
import { loadPadSnapshot } from '../../domain/padSnapshot.js';
import { acceptRevision, ALREADY_RESOLVED, cancelRevision, revertRevision } from '../../domain/revisionResolution.js';
import { padCanSendModeration } from '../../domain/revisions.js';
import { actorOf } from '../../domain/actor.js';
import { findRevision, findUploadRow, findUser } from '../../domain/revisionStore.js';
import { sendModerationLink } from './repository.js';
import { conflict, forbidden, notFound, validationFailed } from '../../errors.js';
import { revisionListContract } from '@pads/contracts/api';
import { mountList } from '../../lists/index.js';
import { fileUrl } from '../../storage/index.js';
import { presentRevision } from './presentRevision.js';
import { adminRoutes as revisionMergeRoutes } from './merge/routes.js';
import { adminRoutes as revisionSearchRoutes } from './search/routes.js';
import { adminRoutes as queueHealthRoutes } from './queue-health/routes.js';
import { revisionList } from './revisions.list.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

const { revisions } = endpoints;

export const NOT_ALLOWED_TO_SEND = 'You are not allowed to send moderation request';
export const LINK_SENT = 'Request moderation link is send';

export async function adminRoutes(app: AppInstance): Promise<void> {
  const storage = app.storage;
  const mailer = createMailer(app.config, (details, message) => app.log.info(details, message));
  const common = { validatorCompiler: idsValidator };

  mountList(app, { page: revisions.list, csv: revisions.listCsv }, revisionList, revisionListContract);

  /** The pad as it is now, with what the merge screen's Current column shows beyond the snapshot. */
  const currentSide = async (padId: number) => {
    const snapshot = await loadPadSnapshot(app.db, padId);
    return snapshot && { ...snapshot, ...(await padMergeExtras(app.db, padId)) };
  };
  await app.register(revisionMergeRoutes);
  await app.register(revisionSearchRoutes);
  await app.register(queueHealthRoutes);

  route(app, revisions.show, common, async (request) => {
    const revision = await findRevision(app.db, request.params.id);
    if (!revision) throw notFound('Revision');
    const [user, current, upload] = await Promise.all([
      revision.user_id == null ? undefined : findUser(app.db, revision.user_id),
      currentSide(revision.pad_id),
      revision.upload_id == null ? undefined : findUploadRow(app.db, revision.upload_id),
    ]);
    return {
      data: {
        ...presentRevision(revision),
        prev: revision.prev,
        next: revision.next,
        current,
        user: user
          ? {
              id: user.id,
              username: user.username,
              email: user.email,
              first_name: user.first_name,
              last_name: user.last_name,
              role: user.role,
            }
          : null,
        upload_report:
          revision.upload_id == null
            ? null
            : {
                upload_id: revision.upload_id,
                // null once the photo was deleted (an accepted report).
                file_url: upload ? fileUrl(app.config.publicUrl, upload.file_key) : null,
                user_id: upload?.user_id ?? null,
              },
        review_report: revision.review_id == null ? null : { review_id: revision.review_id },
      },
    };
  });

  route(app, revisions.accept, common, async (request) => {
    const raw = request.query.type;
    let expectedType: number | undefined;
    if (raw !== undefined && raw !== '') {
      if (!/^[1-8]$/.test(raw)) throw validationFailed({ type: ['The type must be a revision type from 1 to 8.'] });
      expectedType = Number(raw);
    }
    const revision = await acceptRevision(app.db, storage, request.params.id, actorOf(request), {
      expectedType,
      undoable: true,
    });
    return { message: 'Done!', data: presentRevision(revision), undo: revision.undo ?? null };
  });

  route(app, revisions.cancel, common, async (request) => {
    const revision = await cancelRevision(app.db, request.params.id, actorOf(request), { undoable: true });
    return { message: 'Done!', data: presentRevision(revision), undo: revision.undo ?? null };
  });

  route(app, revisions.revert, common, async (request) => {
    const revision = await revertRevision(app.db, request.params.id, actorOf(request));
    return { message: 'Done!', data: presentRevision(revision) };
  });

  route(app, revisions.sendLink, common, async (request) => {
    const current = await findRevision(app.db, request.params.id);
    if (!current) throw notFound('Revision');
    if (current.type !== REVISION_TYPE.ModerationRequested)
      throw validationFailed({ id: ['Only a moderation request can be answered with a moderation link.'] });
    if (current.status !== REVISION_STATUS.Pending) throw conflict(ALREADY_RESOLVED);
    if (!(await padCanSendModeration(app.db, current.pad_id))) throw forbidden(NOT_ALLOWED_TO_SEND);
    const user = (await findUser(app.db, current.user_id!))!;
    const snapshot = await loadPadSnapshot(app.db, current.pad_id);
    const link = `${app.config.appUrl.replace(/\/+$/, '')}/pads/${current.pad_id}/moderate?request=${current.id}`;
    const revision = await sendModerationLink(
      app.db,
      mailer,
      {
        revisionId: current.id,
        link,
        to: user.email,
        subject: `Moderate ${snapshot?.name ?? 'your pad'}`,
        text: `Hello ${user.first_name || user.username},\n\nyou asked for ${snapshot?.name ?? 'your pad'} to be moderated. Open this link in the app to review and confirm its details:\n\n${link}\n`,
      },
      actorOf(request),
    );
    return { message: LINK_SENT, data: presentRevision(revision) };
  });
}
