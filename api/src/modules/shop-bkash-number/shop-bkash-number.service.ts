import type { MobileRecord } from '@tyre/contracts';
import { notFound } from '../../lib/http/errors';
import type { Store } from '../../lib/store/store';
import { ShopBkashNumberRepository } from './shop-bkash-number.repository';

/** What the orders module needs: the number bKash payments go to ('' when none is set). */
export interface BkashNumber {
  current(): Promise<string>;
}

/**
 * The shop's bKash number (the `/mobile` routes of the spec): the number customers "Send Money" to,
 * one active record that admins change.
 */
export class ShopBkashNumberService implements BkashNumber {
  private readonly repo: ShopBkashNumberRepository;
  constructor(store: Store) {
    this.repo = new ShopBkashNumberRepository(store);
  }

  list(): Promise<MobileRecord[]> {
    return this.repo.list();
  }

  async get(id: string): Promise<MobileRecord> {
    const record = await this.repo.get(id);
    if (!record) throw notFound('Mobile number');
    return record;
  }

  async update(id: string, mobile: string): Promise<MobileRecord> {
    const record = await this.repo.setMobile(id, mobile);
    if (!record) throw notFound('Mobile number');
    return record;
  }

  async current(): Promise<string> {
    return (await this.repo.active())?.mobile ?? '';
  }

  /**
   * Every store has one active record, so that the dashboard always has an id to update (the
   * spec has no create call); it starts empty ('' = bKash not offered) unless demo data sets it.
   */
  async ensureOne(): Promise<void> {
    if ((await this.repo.count()) === 0) await this.repo.insert('', true);
  }

  /** Demo data: a demo bKash number on the active record. */
  async seedDemo(mobile: string): Promise<void> {
    await this.ensureOne();
    const active = (await this.repo.list())[0]!;
    if (!active.mobile) await this.repo.setMobile(active._id, mobile);
  }
}
