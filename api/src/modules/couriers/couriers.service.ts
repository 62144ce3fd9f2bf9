import {
  DEFAULT_COURIERS,
  type Courier,
  type createCourierBodySchema,
  type Shipment,
  type updateCourierBodySchema,
} from '@tyre/contracts';
import type { z } from 'zod';
import { AppError, notFound } from '../../lib/http/errors';
import { onDuplicate } from '../../lib/http/store-errors';
import { DuplicateKeyError, type Store } from '../../lib/store/store';
import { CouriersRepository, nameKeyOf, toCourier, type CourierDoc } from './couriers.repository';

type CreateCourier = z.output<typeof createCourierBodySchema>;
type UpdateCourier = z.output<typeof updateCourierBodySchema>;

/** What the orders module needs: the shipment of a move to shipped, from an active courier's id. */
export interface ShipmentCouriers {
  /** The shipment with this courier and number, or null when the id is no active courier. */
  shipment(
    courierId: string | undefined,
    trackingNumber: string | undefined,
    at: string,
  ): Promise<Shipment | null>;
}

/** The courier's page for a number: its template with `{number}` filled in ('' template: none). */
export function trackingUrlOf(template: string, trackingNumber: string | undefined): string | undefined {
  if (!template || !trackingNumber) return undefined;
  return template.split('{number}').join(encodeURIComponent(trackingNumber));
}

const nameTaken = (key: string) =>
  new AppError('conflict', 'courier.nameTaken', {
    fields: { [key.startsWith('nameBn') ? 'nameBn' : 'name']: 'alreadyUsed' },
  });

/**
 * The couriers an order ships with: admins keep the list (names unique in each language); a new
 * store starts with DEFAULT_COURIERS, once, so that one an admin deleted never comes back.
 */
export class CouriersService implements ShipmentCouriers {
  private readonly repo: CouriersRepository;

  constructor(store: Store) {
    this.repo = new CouriersRepository(store);
  }

  async list(): Promise<Courier[]> {
    return (await this.repo.list()).map(toCourier);
  }

  async get(id: string): Promise<Courier> {
    return toCourier(await this.load(id));
  }

  private async load(id: string): Promise<CourierDoc> {
    const doc = await this.repo.findById(id);
    if (!doc) throw notFound('Courier');
    return doc;
  }

  async create(body: CreateCourier): Promise<Courier> {
    const at = new Date().toISOString();
    const doc = await onDuplicate(
      this.repo.insert({
        name: body.name,
        nameBn: body.nameBn,
        nameKey: nameKeyOf(body.name),
        nameBnKey: nameKeyOf(body.nameBn),
        trackingUrl: body.trackingUrl,
        active: body.active,
        createdAt: at,
        updatedAt: at,
      }),
      nameTaken,
    );
    return toCourier(doc);
  }

  async update(id: string, body: UpdateCourier): Promise<Courier> {
    await this.load(id);
    const set: Partial<Omit<CourierDoc, '_id'>> = { updatedAt: new Date().toISOString() };
    if (body.name !== undefined) Object.assign(set, { name: body.name, nameKey: nameKeyOf(body.name) });
    if (body.nameBn !== undefined)
      Object.assign(set, { nameBn: body.nameBn, nameBnKey: nameKeyOf(body.nameBn) });
    if (body.trackingUrl !== undefined) set.trackingUrl = body.trackingUrl;
    if (body.active !== undefined) set.active = body.active;
    const doc = await onDuplicate(this.repo.update(id, set), nameTaken);
    if (!doc) throw notFound('Courier');
    return toCourier(doc);
  }

  /** Deletes a courier; orders shipped with it keep its names (copied into their shipment). */
  async delete(id: string): Promise<void> {
    if (!(await this.repo.delete(id))) throw notFound('Courier');
  }

  async shipment(
    courierId: string | undefined,
    trackingNumber: string | undefined,
    at: string,
  ): Promise<Shipment | null> {
    const courier = courierId ? await this.repo.findById(courierId) : null;
    if (courierId && !courier?.active) return null;
    const trackingUrl = courier ? trackingUrlOf(courier.trackingUrl, trackingNumber) : undefined;
    return {
      courier: courier && { _id: courier._id, name: courier.name, nameBn: courier.nameBn },
      ...(trackingNumber ? { trackingNumber } : {}),
      ...(trackingUrl ? { trackingUrl } : {}),
      at,
    };
  }

  /**
   * Gives a new store the default couriers, once: a mark records it, so a courier an admin
   * deleted is never added again. A start that stopped half way adds the rest (a name already
   * there is skipped) before the mark is written.
   */
  async ensureDefaults(): Promise<void> {
    if (await this.repo.defaultsGiven()) return;
    const at = new Date().toISOString();
    for (const { name, nameBn } of DEFAULT_COURIERS) {
      try {
        await this.repo.insert({
          name,
          nameBn,
          nameKey: nameKeyOf(name),
          nameBnKey: nameKeyOf(nameBn),
          trackingUrl: '',
          active: true,
          createdAt: at,
          updatedAt: at,
        });
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
      }
    }
    await this.repo.markDefaultsGiven(at);
  }
}
