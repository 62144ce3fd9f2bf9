import { vehiclesRoutes } from '@tyre/contracts/routes';
import type { ApiModule, AppContext } from '../../context';
import { fieldError } from '../../lib/http/errors';
import { mountRoutes } from '../../lib/http/mount';
import { sendCsv } from '../../lib/http/send-csv';
import { seedDemoVehicles } from './demo-vehicles';
import type { VehiclesService } from './vehicles.service';

const PRIVATE = 'private, no-store';

/**
 * The vehicle finder: types, makes, models and the sizes and tyres of a model (public), the
 * vehicles a product fits, and for admins the makes, models and fitments with a CSV import and
 * export.
 */
export function vehiclesModule(ctx: AppContext, service: VehiclesService): ApiModule {
  return {
    name: 'vehicles',
    ...mountRoutes(ctx.guards, vehiclesRoutes, {
      'GET /vehicles/types': () => service.finder.types(),
      // kept as JSON bytes (the finder's answers cache): the mount sends them as they are
      'GET /vehicles/makes': ({ query }) => service.finder.listMakes(query),
      'GET /vehicles/makes/all': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.admin.allMakes(query);
      },
      'POST /vehicles/makes': ({ body }) => service.admin.createMake(body),
      'PUT /vehicles/makes/:id': ({ params, body }) => service.admin.updateMake(params.id, body),
      'DELETE /vehicles/makes/:id': async ({ params }) => {
        await service.admin.deleteMake(params.id);
        return { message: 'Vehicle make deleted' };
      },
      'GET /vehicles/models': ({ query }) => service.finder.listModels(query),
      'GET /vehicles/models/all': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.admin.allModels(query);
      },
      'POST /vehicles/models': ({ body }) => service.admin.createModel(body),
      'PUT /vehicles/models/:id': ({ params, body }) => service.admin.updateModel(params.id, body),
      'DELETE /vehicles/models/:id': async ({ params }) => {
        const fitments = await service.admin.deleteModel(params.id);
        return { message: `Vehicle model deleted with ${fitments} fitment${fitments === 1 ? '' : 's'}` };
      },
      'GET /vehicles/fitment': ({ query }) => service.finder.fitment(query),
      'GET /vehicles/fits': ({ query }) => service.finder.fits(query),
      'GET /vehicles/fitments': ({ query }, _req, res) => {
        res.setHeader('Cache-Control', PRIVATE);
        return service.admin.allFitments(query);
      },
      'GET /vehicles/fitments/export': async (_input, _req, res) =>
        sendCsv(res, `fitments-${new Date().toISOString().slice(0, 10)}.csv`, await service.csv.exportCsv()),
      'POST /vehicles/fitments/import': ({ body }, req) => {
        const file = req.uploads?.file?.[0];
        if (!file) throw fieldError('file', 'required');
        return service.csv.importCsv(file.buffer, body.mode);
      },
      'POST /vehicles/fitments': ({ body }) => service.admin.createFitment(body),
      'PUT /vehicles/fitments/:id': ({ params, body }) => service.admin.updateFitment(params.id, body),
      'DELETE /vehicles/fitments/:id': async ({ params }) => {
        await service.admin.deleteFitment(params.id);
        return { message: 'Vehicle fitment deleted' };
      },
    }),
    seedDemo: () => seedDemoVehicles(service.admin),
  };
}
