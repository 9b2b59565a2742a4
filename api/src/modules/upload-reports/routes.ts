// Reported photos (/api/admin/upload-report/…): the id is the report (a Reported upload revision).
// Accepting deletes the photo, its files and its row; ignoring keeps it. Both resolve the report
// race-safely, as any revision (api/src/domain/revisionResolution.ts).
import { idsValidator } from '../../domain/routeParams.js';
import { REVISION_TYPE } from '@pads/contracts';
import { actorOf } from '../../domain/actor.js';
import { acceptRevision, cancelRevision } from '../../domain/revisionResolution.js';
import type { AppInstance } from '../../openapi.js';
import { endpoints, route } from '../../endpoints.js';

const { uploadReports } = endpoints;

const onlyUploadReports = { onlyTypes: [REVISION_TYPE.ReportedUpload] } as const;

export async function adminRoutes(app: AppInstance): Promise<void> {
  const storage = app.storage;

  route(app, uploadReports.accept, { validatorCompiler: idsValidator }, async (request) => {
    const revision = await acceptRevision(app.db, storage, request.params.id, actorOf(request), onlyUploadReports);
    return { message: 'Done!', data: { id: revision.id, status: revision.status, upload_id: revision.upload_id } };
  });

  route(app, uploadReports.ignore, { validatorCompiler: idsValidator }, async (request) => {
    const revision = await cancelRevision(app.db, request.params.id, actorOf(request), onlyUploadReports);
    return { message: 'Done!', data: { id: revision.id, status: revision.status, upload_id: revision.upload_id } };
  });
}
