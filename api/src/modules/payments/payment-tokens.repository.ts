import type { Collection, Store } from '../../lib/store/store';

/** A gateway's grant token as stored: one document per gateway, shared by every API instance. */
export interface TokenDoc {
  _id: string;
  idToken: string;
  refreshToken: string;
  /** ms since the epoch */
  expiresAt: number;
}

/** The gateways' grant tokens (`payment_tokens`). */
export class PaymentTokensRepository {
  private readonly tokens: Collection<TokenDoc>;

  constructor(store: Store) {
    this.tokens = store.collection<TokenDoc>('payment_tokens');
  }

  find(id: string): Promise<TokenDoc | null> {
    return this.tokens.findById(id);
  }

  /** Stores the token under `id`, replacing the one held; of two instances storing at once, either's stays. */
  async keep(id: string, token: Omit<TokenDoc, '_id'>): Promise<void> {
    if (await this.tokens.updateOne({ _id: id }, { $set: token })) return;
    try {
      await this.tokens.insertOne({ _id: id, ...token });
    } catch {
      // another instance stored one meanwhile: ours is good as well
    }
  }
}
