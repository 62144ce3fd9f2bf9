import type {
  AdminVehicleFitmentsQuery,
  AdminVehicleMakesQuery,
  AdminVehicleModelsQuery,
  createVehicleFitmentBodySchema,
  createVehicleMakeBodySchema,
  createVehicleModelBodySchema,
  updateVehicleFitmentBodySchema,
  updateVehicleMakeBodySchema,
  updateVehicleModelBodySchema,
  VehicleFitment,
  VehicleMake,
  VehicleModel,
} from '@tyre/contracts';
import type { Page } from '@tyre/contracts/route';
import type { z } from 'zod';
import { AppError, fieldError, notFound, says } from '../../lib/http/errors';
import { onDuplicate, slugConflict } from '../../lib/http/store-errors';
import { plural } from '../../lib/text/plural';
import type { CategoryReferrer } from '../categories/categories.service';
import type { FinderAnswers } from './finder-answers';
import {
  fitmentFields,
  idOf,
  keyOf,
  modelCopy,
  modelSearchText,
  modelSortKey,
  NONE,
  type VehicleCategories,
  type VehicleRepositories,
} from './vehicles-shared';
import {
  foldName,
  toFitment,
  toMake,
  toModel,
  type FitmentsRepository,
  type MakeDoc,
  type MakesRepository,
  type ModelDoc,
  type ModelsRepository,
} from './vehicles.repository';

type CreateMake = z.output<typeof createVehicleMakeBodySchema>;
type UpdateMake = z.output<typeof updateVehicleMakeBodySchema>;
type CreateModel = z.output<typeof createVehicleModelBodySchema>;
type UpdateModel = z.output<typeof updateVehicleModelBodySchema>;
type CreateFitment = z.output<typeof createVehicleFitmentBodySchema>;
type UpdateFitment = z.output<typeof updateVehicleFitmentBodySchema>;

const makeTaken = (key: string) =>
  key === 'slug'
    ? slugConflict()
    : new AppError('conflict', 'vehicles.makeTaken', { fields: { name: 'alreadyUsed' } });
const modelTaken = (key: string) =>
  key === 'slug'
    ? slugConflict()
    : new AppError('conflict', 'vehicles.modelTaken', { fields: { name: 'alreadyUsed' } });
const fitmentExists = () =>
  new AppError('conflict', 'vehicles.fitmentExists', { fields: { size: 'alreadyUsed' } });

/**
 * The admin's makes, models and fitments: lists, and writes that keep the copies of names, slugs
 * and types the records carry in step. Every write drops the finder's kept answers when it is done.
 */
export class VehicleAdminService {
  private readonly makes: MakesRepository;
  private readonly models: ModelsRepository;
  private readonly fitments: FitmentsRepository;

  constructor(
    repos: VehicleRepositories,
    private readonly answers: FinderAnswers,
    private readonly categories: VehicleCategories,
  ) {
    this.makes = repos.makes;
    this.models = repos.models;
    this.fitments = repos.fitments;
  }

  /** Runs a vehicle write; when it is done (or has failed) the kept answers go, here and elsewhere. */
  private write<T>(run: () => Promise<T>): Promise<T> {
    return this.answers.write(run);
  }

  /** Models point at categories (their type): counted before a category is deleted, renamed with it. */
  readonly categoryReferrer: CategoryReferrer = {
    noun: 'vehicle model',
    countInCategory: (categoryId) => this.models.countOfType(categoryId),
    categoryRenamed: (category) =>
      this.write(async () => {
        await this.models.setWhere(
          { typeId: category._id },
          { typeSlug: category.slug, typeName: category.name, typeNameBn: category.nameBn },
        );
        const models = await this.models.find({ typeId: category._id });
        for (const model of models)
          await this.fitments.setWhere({ modelId: model._id }, { typeSlug: category.slug });
        const makeIds = new Set(models.map((m) => m.makeId));
        for (const makeId of makeIds) await this.refreshMake(makeId);
      }),
  };

  // ------------------------------------------------------------------ makes (admin)

  async allMakes(query: AdminVehicleMakesQuery): Promise<Page<VehicleMake>> {
    const { items, total } = await this.makes.page(query.search || undefined, query.page, query.size);
    return { items: items.map(toMake), total };
  }

  private async loadMake(id: string): Promise<MakeDoc> {
    const doc = await this.makes.findById(id);
    if (!doc) throw notFound('Vehicle make');
    return doc;
  }

  createMake(body: CreateMake): Promise<VehicleMake> {
    return this.write(async () => {
      const now = new Date().toISOString();
      const doc = await onDuplicate(
        this.makes.insert(
          {
            name: body.name,
            nameBn: body.nameBn ?? '',
            nameKey: foldName(body.name),
            typeIds: [],
            types: [],
            modelCount: 0,
            createdAt: now,
            updatedAt: now,
          },
          { wanted: body.slug, from: body.name },
        ),
        makeTaken,
      );
      return toMake(doc);
    });
  }

  /** A new name or slug reaches its models and fitments (they carry copies for fast lists). */
  updateMake(id: string, body: UpdateMake): Promise<VehicleMake> {
    return this.write(async () => {
      const before = await this.loadMake(id);
      const set: Partial<MakeDoc> = {};
      if (body.name !== undefined) Object.assign(set, { name: body.name, nameKey: foldName(body.name) });
      if (body.nameBn !== undefined) set.nameBn = body.nameBn;
      if (body.slug !== undefined) set.slug = body.slug;
      const make = await onDuplicate(this.makes.update(id, set), makeTaken);
      if (!make) throw notFound('Vehicle make');
      if (make.name !== before.name || make.nameBn !== before.nameBn || make.slug !== before.slug) {
        for (const model of await this.models.ofMake(make._id)) {
          const updated = await this.models.set(model._id, {
            makeName: make.name,
            makeNameBn: make.nameBn,
            makeSlug: make.slug,
            sortKey: modelSortKey(make.name, model.name),
            searchText: modelSearchText({ ...model, makeName: make.name, makeNameBn: make.nameBn }),
          });
          if (updated) await this.copyModelToFitments(updated);
        }
      }
      return toMake(make);
    });
  }

  /** A make that still has models is kept (409). */
  deleteMake(id: string): Promise<void> {
    return this.write(async () => {
      const make = await this.loadMake(id);
      const count = await this.models.countOfMake(make._id);
      if (count) throw new AppError('conflict', says('vehicles.makeInUse', { uses: plural(count, 'model') }));
      await this.makes.delete(make._id);
    });
  }

  /** A make's types and model count, from its models (after a model is added, moved or deleted). */
  private async refreshMake(makeId: string): Promise<void> {
    const models = await this.models.typesOfMake(makeId);
    const typeIds = new Set(models.map((m) => m.typeId));
    const categories = await this.categories.list();
    const types = categories.filter((c) => typeIds.has(c._id));
    await this.makes.set(makeId, {
      typeIds: types.map((c) => c._id),
      types: types.map((c) => c.slug),
      modelCount: models.length,
    });
  }

  // ------------------------------------------------------------------ models (admin)

  async allModels(query: AdminVehicleModelsQuery): Promise<Page<VehicleModel>> {
    const makeId = await idOf(query.make, (v) => this.makes.findBySlugOrId(v));
    const typeId = await idOf(query.type, (v) => this.categories.find(v));
    if (makeId === null || typeId === null) return NONE;
    const { items, total } = await this.models.page(
      { makeId, typeId, search: query.search || undefined },
      query.page,
      query.size,
    );
    return { items: items.map(toModel), total };
  }

  private async loadModel(id: string): Promise<ModelDoc> {
    const doc = await this.models.findById(id);
    if (!doc) throw notFound('Vehicle model');
    return doc;
  }

  /** The make a body names, or a 400 on `make`. */
  private async requireMake(slugOrId: string): Promise<MakeDoc> {
    const make = await this.makes.findBySlugOrId(slugOrId);
    if (!make) throw fieldError('make', 'notExist');
    return make;
  }

  createModel(body: CreateModel): Promise<VehicleModel> {
    return this.write(async () => {
      const make = await this.requireMake(body.make);
      const type = await this.categories.require(body.type, 'type');
      const now = new Date().toISOString();
      const fields = {
        name: body.name,
        nameBn: body.nameBn ?? '',
        makeId: make._id,
        makeSlug: make.slug,
        makeName: make.name,
        makeNameBn: make.nameBn,
        typeId: type._id,
        typeSlug: type.slug,
        typeName: type.name,
        typeNameBn: type.nameBn,
        yearFrom: body.yearFrom,
        yearTo: body.yearTo,
        generations: body.generations,
      };
      const doc = await onDuplicate(
        this.models.insert(
          {
            ...fields,
            nameKey: `${make._id}:${foldName(body.name)}`,
            sortKey: modelSortKey(make.name, body.name),
            searchText: modelSearchText(fields),
            createdAt: now,
            updatedAt: now,
          },
          { wanted: body.slug, from: `${make.slug} ${body.name}` },
        ),
        modelTaken,
      );
      await this.refreshMake(make._id);
      return toModel(doc);
    });
  }

  updateModel(id: string, body: UpdateModel): Promise<VehicleModel> {
    return this.write(async () => {
      const before = await this.loadModel(id);
      const yearFrom = body.yearFrom ?? before.yearFrom;
      const yearTo = body.yearTo !== undefined ? body.yearTo : before.yearTo;
      if (yearTo !== null && yearTo < yearFrom) throw fieldError('yearTo', 'notBeforeYearFrom');
      const make =
        body.make !== undefined ? await this.requireMake(body.make) : await this.loadMake(before.makeId);
      const set: Partial<ModelDoc> = {
        yearFrom,
        yearTo,
        makeId: make._id,
        makeSlug: make.slug,
        makeName: make.name,
        makeNameBn: make.nameBn,
      };
      if (body.type !== undefined) {
        const type = await this.categories.require(body.type, 'type');
        Object.assign(set, {
          typeId: type._id,
          typeSlug: type.slug,
          typeName: type.name,
          typeNameBn: type.nameBn,
        });
      }
      if (body.generations !== undefined) set.generations = body.generations;
      if (body.slug !== undefined) set.slug = body.slug;
      const name = body.name ?? before.name;
      const nameBn = body.nameBn ?? before.nameBn;
      Object.assign(set, {
        name,
        nameBn,
        nameKey: `${make._id}:${foldName(name)}`,
        sortKey: modelSortKey(make.name, name),
        searchText: modelSearchText({ name, nameBn, makeName: make.name, makeNameBn: make.nameBn }),
      });
      const model = await onDuplicate(this.models.update(id, set), modelTaken);
      if (!model) throw notFound('Vehicle model');
      await this.copyModelToFitments(model);
      await this.refreshMake(model.makeId);
      if (before.makeId !== model.makeId) await this.refreshMake(before.makeId);
      return toModel(model);
    });
  }

  /** Keeps the fitments' copies of the model's and make's names, slugs and type in step. */
  private async copyModelToFitments(model: ModelDoc): Promise<void> {
    await this.fitments.setWhere({ modelId: model._id }, modelCopy(model));
  }

  /** Removes the model and its fitments. */
  deleteModel(id: string): Promise<number> {
    return this.write(async () => {
      const model = await this.loadModel(id);
      const removed = await this.fitments.deleteOfModel(model._id);
      await this.models.delete(model._id);
      await this.refreshMake(model.makeId);
      return removed;
    });
  }

  // ------------------------------------------------------------------ fitments (admin)

  async allFitments(query: AdminVehicleFitmentsQuery): Promise<Page<VehicleFitment>> {
    const makeId = await idOf(query.make, (v) => this.makes.findBySlugOrId(v));
    const modelId = await idOf(query.model, (v) => this.models.findBySlugOrId(v));
    if (makeId === null || modelId === null) return NONE;
    const sizeKey = query.sizeLabel === undefined ? undefined : keyOf(query.sizeLabel);
    const { items, total } = await this.fitments.page({ makeId, modelId, sizeKey }, query.page, query.size);
    return { items: items.map(toFitment), total };
  }

  private async requireModel(slugOrId: string): Promise<ModelDoc> {
    const model = await this.models.findBySlugOrId(slugOrId);
    if (!model) throw fieldError('model', 'notExist');
    return model;
  }

  createFitment(body: CreateFitment): Promise<VehicleFitment> {
    return this.write(async () => {
      const model = await this.requireModel(body.model);
      const now = new Date().toISOString();
      const doc = await onDuplicate(
        this.fitments.insert({ ...fitmentFields(model, body), createdAt: now, updatedAt: now }),
        fitmentExists,
      );
      return toFitment(doc);
    });
  }

  /** Checks the merged record (years in order, the size not among its alternatives), then writes. */
  updateFitment(id: string, body: UpdateFitment): Promise<VehicleFitment> {
    return this.write(async () => {
      const before = await this.fitments.findById(id);
      if (!before) throw notFound('Vehicle fitment');
      const model =
        body.model !== undefined ? await this.requireModel(body.model) : await this.loadModel(before.modelId);
      const merged = {
        yearFrom: body.yearFrom ?? before.yearFrom,
        yearTo: body.yearTo !== undefined ? body.yearTo : before.yearTo,
        position: body.position ?? before.position,
        size: body.size ?? before.size,
        alternatives: body.alternatives ?? before.alternatives,
      };
      if (merged.yearTo !== null && merged.yearTo < merged.yearFrom)
        throw fieldError('yearTo', 'notBeforeYearFrom');
      if (merged.alternatives.some((alt) => keyOf(alt) === keyOf(merged.size)))
        throw fieldError('alternatives', 'listedTwice');
      const fitment = await onDuplicate(
        this.fitments.set(id, { ...fitmentFields(model, merged), updatedAt: new Date().toISOString() }),
        fitmentExists,
      );
      if (!fitment) throw notFound('Vehicle fitment');
      return toFitment(fitment);
    });
  }

  deleteFitment(id: string): Promise<void> {
    return this.write(async () => {
      if (!(await this.fitments.delete(id))) throw notFound('Vehicle fitment');
    });
  }
}
