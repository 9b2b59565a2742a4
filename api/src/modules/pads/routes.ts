// The pad list area: the table (with quick filters and the category summary), its CSV exports and its map.
import type { FastifyPluginAsync } from 'fastify';
import { validationFailed } from '../../errors.js';
import {
  assertDefinition,
  exportList,
  listRouteSchema,
  listRows,
  registerList,
  type RawQuery,
} from '../../lists/index.js';
import { padsForMap } from './mapRepository.js';
import { padList } from './pads.list.js';
import { UPDATE_FORMAT } from './updateFormat.js';

const padListModule: FastifyPluginAsync = async (app) => {
  assertDefinition(padList);
  registerList(padList);
  const doc = (summary: string, extra?: Parameters<typeof listRouteSchema>[3]) =>
    listRouteSchema(padList, 'pads', summary, extra);
  app.get('/pads', { schema: doc('Pad list with the category summary') }, (request) =>
    listRows(app.db, padList, request.query as RawQuery),
  );

  app.get(
    '/pads/download-csv',
    {
      schema: doc('Pad list as CSV (every page)', {
        export_for_update: { description: '1: the 22-column pad import format with ID filled, for re-import.' },
      }),
    },
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
      {
        schema: doc('Pads of the current list for the map, clustered on a pixel grid', {
          bbox: { description: 'west,south,east,north in degrees (default: the whole world).' },
          zoom: { description: 'Map zoom 0 to 22 (default 5).' },
          grid: { description: 'Grid cell in pixels, 10 to 400 (default 45).' },
        }),
      },
      (request) => padsForMap(app.db, request.query as RawQuery),
    );
  }
};

export default padListModule;
