import { DuplicateKeyError, type Collection, type Store } from '../../lib/store/store';

/** A one-time code as stored: one record per number, neither the number nor the code readable. */
export interface CodeDoc {
  /** HMAC of the number, base64url: the store names no number */
  _id: string;
  /** HMAC of the number and the code, base64url */
  codeHash: string;
  /** wrong tries so far (a check takes one before it compares) */
  tries: number;
  createdAt: string;
  expiresAt: Date;
}

export type CodeFields = Omit<CodeDoc, '_id'>;

/** The one-time codes that confirm mobile numbers (`mobileCodes`, expiring). */
export class MobileCodesRepository {
  private readonly col: Collection<CodeDoc>;

  constructor(store: Store) {
    this.col = store.collection<CodeDoc>('mobileCodes', [
      { fields: { expiresAt: 1 }, expireAfterSeconds: 0 },
    ]);
  }

  /**
   * Stores the code under the number's id, replacing any earlier one (which dies with it); false
   * when other writes kept winning the race for the record three times.
   */
  async put(id: string, fields: CodeFields): Promise<boolean> {
    for (let round = 0; round < 3; round++) {
      if (await this.col.updateOne({ _id: id }, { $set: fields })) return true;
      try {
        await this.col.insertOne({ _id: id, ...fields });
        return true;
      } catch (e) {
        if (!(e instanceof DuplicateKeyError)) throw e;
        // another request stored one first: replace it
      }
    }
    return false;
  }

  /**
   * Takes one try of the number's code, if it has one that is unexpired at `now` with fewer than
   * `maxTries` taken (one conditional write), and answers it; null otherwise.
   */
  takeTry(id: string, now: number, maxTries: number): Promise<CodeDoc | null> {
    return this.col.updateOne(
      { _id: id, expiresAt: { $gt: new Date(now) }, tries: { $lt: maxTries } },
      { $inc: { tries: 1 } },
    );
  }

  /** Removes the number's code if it is still this one; true when this call removed it. */
  async deleteCode(id: string, codeHash: string): Promise<boolean> {
    return (await this.col.deleteOne({ _id: id, codeHash })) !== null;
  }
}
