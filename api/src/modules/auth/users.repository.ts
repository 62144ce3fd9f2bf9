import type { PublicUser, Role } from '@tyre/contracts';
import { escapeRegex } from '../../lib/store/escape-regex';
import type { Collection, Filter, Store } from '../../lib/store/store';

/** A stored user: the public fields (e-mail stored lower-case) plus the password hash. */
export interface UserDoc extends PublicUser {
  passwordHash: string;
  /** Tokens carry the version they were signed at; raising it ends every earlier token. */
  tokenVersion?: number;
}

export const usersCollection = (store: Store): Collection<UserDoc> =>
  store.collection<UserDoc>('users', [
    { fields: { email: 1 }, unique: true },
    // sparse: an admin made from the settings without ADMIN_MOBILE has no number, and may not be the only one
    { fields: { mobile: 1 }, unique: true, sparse: true },
    { fields: { role: 1 } },
    { fields: { createdAt: -1 } },
  ]);

export function toPublicUser(doc: UserDoc): PublicUser {
  // Copy field by field: a password field can never leak through a spread.
  const user: PublicUser = {
    _id: doc._id,
    name: doc.name,
    email: doc.email,
    role: doc.role,
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
  for (const key of ['mobile', 'companyName', 'address', 'town', 'thana', 'district', 'postCode'] as const) {
    if (doc[key] !== undefined) user[key] = doc[key];
  }
  return user;
}

export class UsersRepository {
  readonly col: Collection<UserDoc>;
  constructor(store: Store) {
    this.col = usersCollection(store);
  }

  findById(id: string) {
    return this.col.findById(id);
  }
  findByEmail(email: string) {
    return this.col.findOne({ email: email.toLowerCase() });
  }
  findByMobile(mobile: string) {
    return this.col.findOne({ mobile });
  }
  insert(doc: Omit<UserDoc, '_id'>) {
    return this.col.insertOne(doc);
  }
  update(id: string, set: Partial<Omit<UserDoc, '_id'>>) {
    return this.col.updateOne({ _id: id }, { $set: { ...set, updatedAt: new Date().toISOString() } });
  }
  /** Applies `set` and raises the token version in one write; answers the user after it. */
  revokeTokens(id: string, set: Partial<Omit<UserDoc, '_id' | 'tokenVersion'>> = {}) {
    return this.col.updateOne(
      { _id: id },
      { $set: { ...set, updatedAt: new Date().toISOString() }, $inc: { tokenVersion: 1 } },
    );
  }
  /** Any one admin (the oldest). */
  async anAdmin() {
    return (await this.col.find({ role: 'admin' }, { sort: { createdAt: 1 }, limit: 1 }))[0] ?? null;
  }
  countAdmins() {
    return this.col.count({ role: 'admin' });
  }

  async list(query: { page: number; size: number; search?: string; role?: Role }) {
    const filter: Filter<UserDoc> = {};
    if (query.role) filter.role = query.role;
    if (query.search) {
      const re = new RegExp(escapeRegex(query.search), 'i');
      filter.$or = [{ name: re }, { email: re }, { mobile: re }];
    }
    const [items, total] = await Promise.all([
      this.col.find(filter, { sort: { createdAt: -1 }, skip: query.page * query.size, limit: query.size }),
      this.col.count(filter),
    ]);
    return { items, total };
  }
}
