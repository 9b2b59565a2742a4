// The pilot and owner app's calls (prefix /api/app): its own sign-in, and the submissions that create
// revisions for admins to moderate. Only pilots and owners get an app token; every submission is
// limited per user (counted in PostgreSQL, so every API instance shares the count).
import { idsValidator } from '../../domain/routeParams.js';
import multipart from '@fastify/multipart';
import { actorOf } from '../../domain/actor.js';
import {
  loginSchema,
  padReportSchema,
  REVIEW_MESSAGES,
  REVISION_TYPE,
  reviewCreateSchema,
  reviewReportSchema,
  revisionCommentSchema,
  uploadReportSchema,
  validatePadCreate,
  type RevisionType,
} from '@pads/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { checkCredentials, loginRateLimit } from '../../domain/credentials.js';
import { loadPadSnapshot, snapshotWithFormValues } from '../../domain/padSnapshot.js';
import {
  APP_ROLES,
  appCallBudget,
  NOT_AN_APP_USER,
  registerAppRateLimit,
  requireAppUser,
  requireAppUserOrAdmin,
  SUSPENDED,
} from '../../domain/appCallGuards.js';
import { findVisiblePad, isClaimedOwner } from '../../domain/padVisibility.js';
import type { NewRevision } from '../../domain/revisions.js';
import { loadReview, lockReview, visibleReviewOfPad } from '../../domain/reviews.js';
import { deleteQuietly, preparePhotos, storePhotos } from '../../domain/photoFiles.js';
import { readPhotoUpload } from '../../domain/photoUpload.js';
import { serializeUser } from '../../domain/user.js';
import type { DbOrTx } from '../../domain/auditLog.js';
import { AppError, conflict, forbidden, notFound, validationFailed } from '../../errors.js';
import { fileUrl } from '../../storage/index.js';
import { validate } from '../../validation.js';
// A pad from the app is checked (and created, repository.ts) exactly as one from the panel.
import { checkReferences } from '../../domain/padCreation.js';
import {
  addReviewPhoto,
  hasPendingRevision,
  insertReview,
  recordAppLogin,
  recordEngagement,
  submitNewPad,
  submitRevisionOnPad,
  uploadOfPad,
} from './repository.js';
import { endpoints, route } from '../../endpoints.js';
import type { AppInstance } from '../../openapi.js';

const { app: appCalls } = endpoints;

type IdParams = { id: number };

export async function publicRoutes(app: AppInstance): Promise<void> {
  // Review photos arrive as multipart; JSON calls are unaffected.
  await app.register(multipart);
  await registerAppRateLimit(app);
  const storage = app.storage;

  route(
    app,
    appCalls.login,
    { validatorCompiler: idsValidator, config: { rateLimit: loginRateLimit(app.config) } },
    async (request) => {
      const { email, password } = await validate(loginSchema, request.body);
      const user = await checkCredentials(app.db, email, password);
      // Checked only after the password, so the answer reveals nothing about accounts to a guesser.
      if (!APP_ROLES.includes(user.role)) throw forbidden(NOT_AN_APP_USER);
      if (user.is_deleted_account) throw forbidden(SUSPENDED);
      const token = await recordAppLogin(app.db, user.id, { device: request.headers['user-agent'], ip: request.ip });
      return { token, user: serializeUser(user) };
    },
  );

  const submitted = (reply: FastifyReply, r: { id: number; pad_id: number; type: number; status: number }) =>
    reply.code(201).send({ data: { revision_id: r.id, pad_id: r.pad_id, type: r.type, status: r.status } });

  /** Creates a revision on a pad the user can see, with its log entry, in one transaction. */
  const revisionOnPad = async (
    request: FastifyRequest,
    type: RevisionType,
    build: (tx: DbOrTx, padId: number) => Promise<Omit<NewRevision, 'type' | 'padId' | 'userId'>>,
  ) => {
    const padId = (request.params as IdParams).id;
    return submitRevisionOnPad(app.db, { type, padId, ...actorOf(request) }, build);
  };

  const appCall = { onRequest: requireAppUser, validatorCompiler: idsValidator, config: appCallBudget(app) };

  route(app, appCalls.submitPad, appCall, async (request, reply) => {
    const result = await validatePadCreate({ ...((request.body as object | null) ?? {}), photos: [] });
    if (!result.ok) throw validationFailed(result.errors);
    const pad = result.value;
    const hisc = pad.hisc ? `${pad.hisc_country_code.toUpperCase()}${pad.hisc}` : null;
    const referenceErrors = await checkReferences(app.db, pad, hisc);
    if (Object.keys(referenceErrors).length) throw validationFailed(referenceErrors);
    const revision = await submitNewPad(app.db, storage, { pad, hisc }, actorOf(request));
    return submitted(reply, revision);
  });

  route(app, appCalls.suggestUpdate, appCall, async (request, reply) => {
    const result = await validatePadCreate({ ...((request.body as object | null) ?? {}), photos: [] });
    if (!result.ok) throw validationFailed(result.errors);
    const values = await validate(revisionCommentSchema, request.body);
    const referenceErrors = await checkReferences(app.db, result.value, null);
    if (Object.keys(referenceErrors).length) throw validationFailed(referenceErrors);
    const userId = request.user!.id;
    const revision = await revisionOnPad(request, REVISION_TYPE.Update, async (tx, padId) => {
      const prev = (await loadPadSnapshot(tx, padId))!;
      const next = snapshotWithFormValues(prev, result.value);
      return { prev, next, comment: values.comment, isUpdatedByOwnOwner: await isClaimedOwner(tx, padId, userId) };
    });
    return submitted(reply, revision);
  });

  route(app, appCalls.claim, appCall, async (request, reply) => {
    const { comment } = await validate(revisionCommentSchema, request.body);
    const userId = request.user!.id;
    const revision = await revisionOnPad(request, REVISION_TYPE.Claim, async (tx, padId) => {
      if (await isClaimedOwner(tx, padId, userId)) throw conflict('You already own this pad.');
      if (await hasPendingRevision(tx, padId, userId, REVISION_TYPE.Claim))
        throw conflict('Your claim on this pad is waiting for moderation.');
      return { comment };
    });
    return submitted(reply, revision);
  });

  route(app, appCalls.reportPad, appCall, async (request, reply) => {
    const body = await validate(padReportSchema, request.body);
    const revision = await revisionOnPad(request, REVISION_TYPE.ReportedPad, async () => ({
      padReportType: Number(body.pad_report_type),
      comment: body.comment,
    }));
    return submitted(reply, revision);
  });

  route(app, appCalls.reportUpload, appCall, async (request, reply) => {
    const body = await validate(uploadReportSchema, request.body);
    const revision = await revisionOnPad(request, REVISION_TYPE.ReportedUpload, async (tx, padId) => {
      if (!(await uploadOfPad(tx, body.upload_id, padId)))
        throw validationFailed({ upload_id: ['The selected upload is invalid.'] });
      return { uploadId: body.upload_id, comment: body.comment };
    });
    return submitted(reply, revision);
  });

  route(app, appCalls.reportReview, appCall, async (request, reply) => {
    const body = await validate(reviewReportSchema, request.body);
    const revision = await revisionOnPad(request, REVISION_TYPE.ReportedReview, async (tx, padId) => {
      if (!(await visibleReviewOfPad(tx, body.review_id, padId)))
        throw validationFailed({ review_id: [REVIEW_MESSAGES.invalidReview] });
      await lockReview(tx, body.review_id);
      return { reviewId: body.review_id, comment: body.comment };
    });
    return submitted(reply, revision);
  });

  // Reviews are also written by staff who flew in (shown with an Admin badge): admins may call this one.
  route(app, appCalls.createReview, { ...appCall, onRequest: requireAppUserOrAdmin }, async (request, reply) => {
    const input = await validate(reviewCreateSchema, request.body);
    const user = request.user!;
    if (!(await findVisiblePad(app.db, request.params.id, user.id))) throw notFound('Pad');
    const row = await insertReview(app.db, request.params.id, user.id, input, request.headers['user-agent'] ?? null);
    const review = await loadReview(app.db, row.id, { publicUrl: app.config.publicUrl, revealAnonymous: true });
    if (!review) throw notFound('Review');
    return reply.code(201).send({ data: review });
  });

  route(app, appCalls.addReviewPhoto, appCall, async (request, reply) => {
    const user = request.user!;
    const { photo } = await readPhotoUpload(request);
    if (!photo) throw validationFailed({ upload: ['The upload field is required.'] });
    const [prepared] = await preparePhotos([photo]).catch((error: AppError) => {
      throw error.errors ? validationFailed({ upload: Object.values(error.errors)[0]! }) : error;
    });
    const [stored] = await storePhotos(storage, [prepared!], 'reviews');
    try {
      const row = await addReviewPhoto(app.db, request.params.id, stored!, user.id);
      return reply.code(201).send({
        data: { id: row.id, file_url: fileUrl(app.config.publicUrl, row.file_key), review_id: row.review_id },
      });
    } catch (error) {
      await deleteQuietly(storage, [stored!.fileKey, stored!.thumbKey]);
      throw error;
    }
  });

  // What pilots do with a pad in the app, counted for the engagement reports: opening it, asking for PPR.
  for (const [endpoint, table] of [
    [appCalls.view, 'views'],
    [appCalls.ppr, 'ppr'],
  ] as const)
    route(app, endpoint, { onRequest: requireAppUser, validatorCompiler: idsValidator }, async (request, reply) => {
      const user = request.user!;
      if (!(await findVisiblePad(app.db, request.params.id, user.id))) throw notFound('Pad');
      const row = await recordEngagement(app.db, table, request.params.id, user.id);
      return reply.code(201).send({ data: { id: row.id, pad_id: row.pad_id } });
    });

  route(app, appCalls.requestModeration, appCall, async (request, reply) => {
    const { comment } = await validate(revisionCommentSchema, request.body);
    const userId = request.user!.id;
    const revision = await revisionOnPad(request, REVISION_TYPE.ModerationRequested, async (tx, padId) => {
      if (await hasPendingRevision(tx, padId, userId, REVISION_TYPE.ModerationRequested))
        throw conflict('Your moderation request for this pad is already waiting.');
      return { comment };
    });
    return submitted(reply, revision);
  });

  route(app, appCalls.convert, appCall, async (request, reply) => {
    const { comment } = await validate(revisionCommentSchema, request.body);
    const userId = request.user!.id;
    const revision = await revisionOnPad(request, REVISION_TYPE.Converted, async (tx, padId) => {
      const pad = await findVisiblePad(tx, padId, userId);
      if (pad?.user_id !== userId) throw forbidden('Only your own private pad can be made public.');
      if (await hasPendingRevision(tx, padId, userId, REVISION_TYPE.Converted))
        throw conflict('Your request to make this pad public is already waiting.');
      return { comment, prev: await loadPadSnapshot(tx, padId) };
    });
    return submitted(reply, revision);
  });
}
