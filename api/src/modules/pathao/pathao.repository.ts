import type { PathaoArea, PathaoPlace } from '@tyre/contracts';
import type { Collection, Store } from '../../lib/store/store';

/** Pathao's access token, kept so that every API instance uses (and renews) the same one. */
export interface PathaoTokenDoc {
  _id: string;
  accessToken: string;
  refreshToken: string;
  /** ms since the epoch */
  expiresAt: number;
}

const TOKEN_ID = 'pathao';

/** The token's record (`courier_tokens`, one record per courier that needs one). */
export class PathaoTokens {
  private readonly col: Collection<PathaoTokenDoc>;

  constructor(store: Store) {
    this.col = store.collection<PathaoTokenDoc>('courier_tokens');
  }

  held(): Promise<PathaoTokenDoc | null> {
    return this.col.findById(TOKEN_ID);
  }

  /** Keeps a new token (another instance's newer one may replace it: both are good). */
  async keep(token: Omit<PathaoTokenDoc, '_id'>): Promise<void> {
    if (await this.col.updateOne({ _id: TOKEN_ID }, { $set: token })) return;
    try {
      await this.col.insertOne({ _id: TOKEN_ID, ...token });
    } catch {
      // another instance stored one meanwhile: ours is good as well
    }
  }

  /** Drops the token, if it is still this one (Pathao refused it). */
  async drop(accessToken: string): Promise<void> {
    await this.col.deleteOne({ _id: TOKEN_ID, accessToken });
  }
}

/** One kept list of Pathao's places: `cities`, `zones:<city id>` or `areas:<zone id>`. */
export interface PlacesDoc {
  _id: string;
  items: (PathaoPlace | PathaoArea)[];
  fetchedAt: string;
}

/** Pathao's lists as last fetched (`pathao_places`). */
export class PathaoPlacesRepository {
  private readonly col: Collection<PlacesDoc>;

  constructor(store: Store) {
    this.col = store.collection<PlacesDoc>('pathao_places');
  }

  find(key: string): Promise<PlacesDoc | null> {
    return this.col.findById(key);
  }

  async save(key: string, items: PlacesDoc['items'], fetchedAt: string): Promise<void> {
    if (await this.col.updateOne({ _id: key }, { $set: { items, fetchedAt } })) return;
    try {
      await this.col.insertOne({ _id: key, items, fetchedAt });
    } catch {
      // another request kept the same list meanwhile
    }
  }
}
