// 360° surveys (spec part 2 §7): the panel reads and edits a pad's survey under /api/admin/surveys; the
// owner and pilot apps start and fill it through /api/surveys, with the app calls' guards (account and
// per-user budget) and the survey's own rule of who reads and who writes it (./access.ts); admins use those
// calls too (the status report, reads, the PDF). Every change is logged on the pad's change log.
import { adminRoutes as surveyReportRoutes } from './reports/routes.js';
import {
  CATEGORY,
  hasSurveyPhotoExtension,
  SURVEY_DIRECTIONS,
  SURVEY_MESSAGES,
  surveyStepsSchema,
  validateWith,
  type SurveyContext,
  type SurveyDirection,
  type SurveySteps,
} from '@pads/contracts';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../domain/actor.js';
import { buffer } from 'node:stream/consumers';
import { deleteQuietly, preparePhotos, storePhotos } from '../../domain/photoFiles.js';
import { readPhotoUpload } from '../../domain/photoUpload.js';
import { idsValidator } from '../../domain/routeParams.js';
import { appCallBudget, registerAppRateLimit, requireAppUserOrAdmin } from '../../domain/appCallGuards.js';
import { notFound, validationFailed } from '../../errors.js';
import { checkSurveyUse, type SurveyUse } from './access.js';
import type { SurveyPdfData } from '@pads/contracts/api';
import { pdfDisposition, pdfPhoto, pdfStepsOf, surveyPdf } from './pdf.js';
import {
  ensureSurvey,
  findSurvey,
  padOf,
  pdfPadOf,
  presentSurvey,
  replacePhoto,
  saveSteps,
  statusOf,
  stepsOf,
  uploadsOf,
  type SurveyRow,
} from './repository.js';
import { endpoints, route } from '../../endpoints.js';
import type { AppInstance } from '../../openapi.js';

const { surveys } = endpoints;

/**
 * The steps of a body ({ steps } or the app's step objects at the top level), checked by the shared schema
 * with the pad's category (the hazards it takes).
 */
async function stepsFrom(body: unknown, categoryId: number): Promise<SurveySteps> {
  const input = (body ?? {}) as Record<string, unknown>;
  const raw = (typeof input.steps === 'object' && input.steps !== null ? input.steps : input) as Record<
    string,
    unknown
  >;
  // The app sends the landing point as `map` (spec part 2 §7: "step objects plus map").
  const withMap = raw.map && !raw.location ? { ...raw, location: raw.map } : raw;
  const context: SurveyContext = { category_id: categoryId };
  const checked = await validateWith(surveyStepsSchema, withMap, context);
  if (!checked.ok) throw validationFailed(checked.errors);
  return checked.value as SurveySteps;
}

const versionOf = (body: unknown): number | null => {
  const v = (body as { version?: unknown } | null)?.version;
  if (v === undefined || v === null) return null;
  if (!Number.isInteger(v)) throw validationFailed({ version: ['The version must be a whole number.'] });
  return v as number;
};

async function surveyOr404(app: AppInstance, by: { id: number } | { padId: number }): Promise<SurveyRow> {
  const row = await findSurvey(app.db, by);
  if (!row) throw notFound('Survey');
  return row;
}

/** The survey, when the signed-in user may read or write it (404 if they cannot see its pad, 403 if only read). */
async function surveyFor(app: AppInstance, request: FastifyRequest, id: number, use: SurveyUse) {
  const survey = await surveyOr404(app, { id });
  await checkSurveyUse(app.db, survey.pad_id, request.user!, use, 'Survey');
  return survey;
}

/** The category of the survey's pad, which the shared rules read (the hazards it takes). */
async function categoryOf(app: AppInstance, survey: SurveyRow): Promise<number> {
  const pad = await padOf(app.db, survey.pad_id);
  if (!pad) throw notFound('Pad');
  return pad.category_id;
}

async function pdfData(app: AppInstance, row: SurveyRow): Promise<SurveyPdfData & { file_keys: string[] }> {
  const pad = await pdfPadOf(app.db, row.pad_id);
  const uploads = await uploadsOf(app.db, row.id);
  const steps = stepsOf(row);
  const survey = await presentSurvey(app.db, row, app.config.publicUrl);
  return {
    pad: { ...pad!, category: pad!.category ?? '' },
    status: survey.status_label,
    progress: row.progress,
    steps: pdfStepsOf(steps, survey.completed),
    photos: SURVEY_DIRECTIONS.flatMap((d) => {
      const u = uploads.find((x) => x.direction === d);
      return u ? [{ direction: d, comment: steps.view[d].comment, key: u.file_key }] : [];
    }),
    file_keys: uploads.map((u) => u.file_key),
  };
}

/** Routes both audiences share: read a survey, its PDF data and the PDF itself. */
function readRoutes(app: AppInstance) {
  const storage = app.storage;
  route(app, surveys.show, { validatorCompiler: idsValidator }, async (request) => ({
    data: await presentSurvey(app.db, await surveyFor(app, request, request.params.id, 'read'), app.config.publicUrl),
  }));
  route(app, surveys.pdfData, { validatorCompiler: idsValidator }, async (request) => {
    const { file_keys: _keys, ...data } = await pdfData(app, await surveyFor(app, request, request.params.id, 'read'));
    return { data };
  });
  route(app, surveys.pdf, { validatorCompiler: idsValidator }, async (request, reply) => {
    const data = await pdfData(app, await surveyFor(app, request, request.params.id, 'read'));
    const photos = new Map<string, Buffer>();
    for (const p of data.photos) {
      const object = await storage.get(p.key);
      if (object) photos.set(p.direction, await pdfPhoto(await buffer(object.body)));
    }
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', pdfDisposition(data.pad.name))
      .send(surveyPdf(data, photos));
  });
}

/**
 * A view photo for one direction: .jpg/.jpeg/.png by name, PNG or JPEG by content, 10 MB. The survey's
 * write rule is checked before the upload is read (admins pass it).
 */
function photoRoute(
  app: AppInstance,
  endpoint: typeof surveys.photo | typeof surveys.appPhoto,
  options: { config?: object } = {},
) {
  const storage = app.storage;
  route(app, endpoint, { validatorCompiler: idsValidator, ...options }, async (request) => {
    const survey = await surveyFor(app, request, request.params.id, 'write');
    const { photo, fields } = await readPhotoUpload(request, 'upload');
    const direction = fields.direction as SurveyDirection;
    if (!SURVEY_DIRECTIONS.includes(direction))
      throw validationFailed({ direction: [`The direction must be one of ${SURVEY_DIRECTIONS.join(', ')}.`] });
    if (!photo) throw validationFailed({ upload: ['Choose a photo.'] });
    if (!hasSurveyPhotoExtension(photo.filename)) throw validationFailed({ upload: [SURVEY_MESSAGES.extension] });
    const [prepared] = await preparePhotos([photo], { field: 'upload' }).catch((error: { errors?: object }) => {
      // preparePhotos keys its message `upload.0`; this call takes one photo.
      throw validationFailed({ upload: Object.values(error.errors ?? {}).flat() as string[] });
    });
    const [stored] = await storePhotos(storage, [prepared!], 'surveys');
    try {
      const { old } = await replacePhoto(app.db, survey.id, direction, stored!, actorOf(request));
      await deleteQuietly(storage, old);
    } catch (error) {
      await deleteQuietly(storage, [stored!.fileKey, stored!.thumbKey]);
      throw error;
    }
    return {
      data: await presentSurvey(app.db, (await findSurvey(app.db, { id: survey.id }))!, app.config.publicUrl),
    };
  });
}

/** /api/admin/surveys…: the panel's Survey Information tab. */
export async function adminRoutes(app: AppInstance): Promise<void> {
  await app.register(surveyReportRoutes);
  await app.register(multipart);
  route(app, surveys.padSurvey, { validatorCompiler: idsValidator }, async (request) => ({
    data: await presentSurvey(app.db, await surveyOr404(app, { padId: request.params.padId }), app.config.publicUrl),
  }));
  route(app, surveys.padPhotos, { validatorCompiler: idsValidator }, async (request) => {
    const survey = await presentSurvey(
      app.db,
      await surveyOr404(app, { padId: request.params.padId }),
      app.config.publicUrl,
    );
    return { data: survey.uploads };
  });
  route(app, surveys.save, { validatorCompiler: idsValidator }, async (request) => {
    const survey = await surveyOr404(app, { id: request.params.id });
    const steps = await stepsFrom(request.body, await categoryOf(app, survey));
    const row = await saveSteps(app.db, survey.id, steps, versionOf(request.body), actorOf(request));
    return { data: await presentSurvey(app.db, row, app.config.publicUrl) };
  });
  photoRoute(app, surveys.photo);
}

/**
 * /api/surveys…: the apps start and fill a pad's survey (steps plus map), report its status, read it. The
 * guards of the app calls (a pilot or owner whose account is not suspended, or an admin; one per-user budget
 * for the writes), then who may use this survey (./access.ts).
 */
export async function publicRoutes(app: AppInstance): Promise<void> {
  app.addHook('onRequest', requireAppUserOrAdmin);
  await app.register(multipart);
  await registerAppRateLimit(app);
  const budget = appCallBudget(app);
  route(app, surveys.appSave, { validatorCompiler: idsValidator, config: budget }, async (request) => {
    const pad = await padOf(app.db, request.params.padId);
    if (!pad || pad.deleted_at) throw notFound('Pad');
    await checkSurveyUse(app.db, pad.id, request.user!, 'write', 'Pad');
    if (pad.category_id === CATEGORY.AerialPoi)
      throw validationFailed({ pad: ['An aerial point of interest has no landing survey.'] });
    const steps = await stepsFrom(request.body, pad.category_id);
    const survey = await ensureSurvey(app.db, pad.id, actorOf(request));
    const row = await saveSteps(app.db, survey.id, steps, versionOf(request.body), actorOf(request));
    return { data: await presentSurvey(app.db, row, app.config.publicUrl) };
  });
  route(app, surveys.status, { validatorCompiler: idsValidator, config: budget }, async (request) => {
    const survey = await surveyFor(app, request, request.params.id, 'write');
    const sent = (request.body as { status?: unknown } | null)?.status;
    const status = await statusOf(app.db, survey);
    if (sent !== status)
      throw validationFailed({ status: [`The survey's steps make its status ${status}, not ${String(sent)}.`] });
    return { data: await presentSurvey(app.db, survey, app.config.publicUrl) };
  });
  photoRoute(app, surveys.appPhoto, { config: budget });
  readRoutes(app);
}
