// The pad list area: the table (with quick filters and the category summary), its CSV exports and its map.
import type { FastifyPluginAsync } from 'fastify';
import { validationFailed } from '../../errors.js';
import { assertDefinition, exportList, registerList, listRows, type RawQuery } from '../../lists/index.js';
import { padsForMap } from './map.js';
import { padList } from './pads.list.js';
import { UPDATE_FORMAT } from './update-format.js';

const padListModule: FastifyPluginAsync = async (app) => {
  assertDefinition(padList);
  registerList(padList);
  app.get('/pads', { schema: { tags: ['pads'], summary: 'Pad list' } }, (request) =>
    listRows(app.db, padList, request.query as RawQuery),
  );

  app.get(
    '/pads/download-csv',
    { schema: { tags: ['pads'], summary: 'Pad list as CSV (export_for_update=1: import format)' } },
    (request, reply) => {
      const flag = (request.query as RawQuery).export_for_update;
      if (flag !== undefined && flag !== '' && flag !== '0' && flag !== '1' && flag !== 'true' && flag !== 'false') {
        throw validationFailed({ export_for_update: ['Must be 1 or 0.'] });
      }
      const forUpdate = flag === '1' || flag === 'true';
      return exportList(request, reply, app.db, padList, forUpdate ? UPDATE_FORMAT : undefined);
    },
  );

  // Both map calls of the spec answer the same way: the current list filters, clustered for the viewport.
  for (const path of ['/pads/pads-for-map', '/pads/index-pads-for-map']) {
    app.get(
      path,
      { schema: { tags: ['pads'], summary: 'Pads for the map (bbox, zoom, grid + list filters)' } },
      (request) => padsForMap(app.db, request.query as RawQuery),
    );
  }
};

export default padListModule;
