import type { Response } from 'express';
import { vehiclesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { fieldError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
import { seedDemoVehicles } from './demo-vehicles';
import type { JsonOf } from './finder-answers';
import type { VehiclesService } from './vehicles.service';

const PRIVATE = 'private, no-store';

/** Sends an answer kept as JSON bytes: the bytes and the type `res.json` would send. */
function sendJson(res: Response, json: JsonOf<unknown>): undefined {
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.send(json);
  return undefined;
}

/**
 * The vehicle finder: types, makes, models and the sizes and tyres of a model (public), the
 * vehicles a product fits, and for admins the makes, models and fitments with a CSV import and
 * export.
 */
export function vehiclesModule(ctx: AppContext, service: VehiclesService): ApiModule {
  return {
    name: 'vehicles',
    ...mountRoutes(ctx.guards, vehiclesRoutes, {
      'GET /vehicles/types': () => service.types(),
      'GET /vehicles/makes': async ({ query }, _req, res) => sendJson(res, await service.listMakes(query)),
      'GET /vehicles/makes/all': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.allMakes(query);
      },
      'POST /vehicles/makes': ({ body }) => service.createMake(body),
      'PUT /vehicles/makes/:id': ({ params, body }) => service.updateMake(params.id, body),
      'DELETE /vehicles/makes/:id': async ({ params }) => {
        await service.deleteMake(params.id);
        return { message: 'Vehicle make deleted' };
      },
      'GET /vehicles/models': async ({ query }, _req, res) => sendJson(res, await service.listModels(query)),
      'GET /vehicles/models/all': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.allModels(query);
      },
      'POST /vehicles/models': ({ body }) => service.createModel(body),
      'PUT /vehicles/models/:id': ({ params, body }) => service.updateModel(params.id, body),
      'DELETE /vehicles/models/:id': async ({ params }) => {
        const fitments = await service.deleteModel(params.id);
        return { message: `Vehicle model deleted with ${fitments} fitment${fitments === 1 ? '' : 's'}` };
      },
      'GET /vehicles/fitment': ({ query }) => service.fitment(query),
      'GET /vehicles/fits': ({ query }) => service.fits(query),
      'GET /vehicles/fitments': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.allFitments(query);
      },
      'GET /vehicles/fitments/export': async (_input, _req, res) =>
        sendCsv(res, `fitments-${new Date().toISOString().slice(0, 10)}.csv`, await service.exportCsv()),
      'POST /vehicles/fitments/import': ({ body }, req) => {
        const file = req.uploads?.file?.[0];
        if (!file) throw fieldError('file', 'is required');
        return service.importCsv(file.buffer, body.mode);
      },
      'POST /vehicles/fitments': ({ body }) => service.createFitment(body),
      'PUT /vehicles/fitments/:id': ({ params, body }) => service.updateFitment(params.id, body),
      'DELETE /vehicles/fitments/:id': async ({ params }) => {
        await service.deleteFitment(params.id);
        return { message: 'Vehicle fitment deleted' };
      },
    }),
    seedDemo: () => seedDemoVehicles(service),
  };
}
