import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** A device pass as stored: the hash of its nonce, its account and its expiry (nothing that opens it). */
export interface DevicePassDoc {
  /** sha256 of the nonce, base64url */
  _id: string;
  userId: string;
  createdAt: string;
  expiresAt: Date;
}

interface KeyDoc {
  _id: string;
  key: string;
}

const KEY_ID = 'device-pass';

/** The device passes (`devicePasses`, expiring) and the one HMAC key they are signed with (`deviceKeys`). */
export class DevicePassesRepository {
  private readonly passes: Collection<DevicePassDoc>;
  private readonly keys: Collection<KeyDoc>;

  constructor(store: Store) {
    this.passes = store.collection<DevicePassDoc>('devicePasses', [
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
      { fields: { userId: 1 } },
    ]);
    this.keys = store.collection<KeyDoc>('deviceKeys');
  }

  /**
   * The stored signing key; the first call on a store keeps `made` as the key. Of two instances
   * that make one at once, the first to write wins and both answer it.
   */
  async signingKey(made: () => string): Promise<string> {
    const found = await this.keys.findById(KEY_ID);
    if (found) return found.key;
    try {
      return (await this.keys.insertOne({ _id: KEY_ID, key: made() })).key;
    } catch (e) {
      if (!(e instanceof DuplicateKeyError)) throw e;
      // another instance made it first
      return (await this.keys.findById(KEY_ID))!.key;
    }
  }

  async insert(pass: DevicePassDoc): Promise<void> {
    await this.passes.insertOne(pass);
  }

  /** Drops the account's passes beyond its newest `keep`. */
  async keepNewest(userId: string, keep: number): Promise<void> {
    const old = await this.passes.find(
      { userId },
      { sort: { createdAt: -1 }, skip: keep, projection: { _id: 1 } },
    );
    if (old.length) await this.passes.deleteMany({ _id: { $in: old.map((p) => p._id) } });
  }

  findById(id: string): Promise<DevicePassDoc | null> {
    return this.passes.findById(id);
  }

  async delete(id: string): Promise<void> {
    await this.passes.deleteOne({ _id: id });
  }

  async deleteOfUser(userId: string): Promise<void> {
    await this.passes.deleteMany({ userId });
  }
}
