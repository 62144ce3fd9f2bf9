import { registerBodySchema, type PublicUser } from '@tyre/contracts';
import { hashPassword } from '../../lib/auth/passwords';
import { DuplicateKeyError } from '../../lib/store/store';
import { toPublicUser, type UsersRepository } from './users.repository';

/**
 * What the operator's command (`pnpm admin`, api/src/admin/) does to accounts, on purpose: the
 * API itself never turns an existing account into an admin.
 */

export type PromoteResult =
  { outcome: 'promoted' | 'already-admin'; user: PublicUser } | { outcome: 'no-account' };

/** Makes the account with this e-mail an admin; its password stays the one its owner chose. */
export async function promoteAccount(users: UsersRepository, email: string): Promise<PromoteResult> {
  const doc = await users.findByEmail(email.trim());
  if (!doc) return { outcome: 'no-account' };
  if (doc.role === 'admin') return { outcome: 'already-admin', user: toPublicUser(doc) };
  const updated = await users.update(doc._id, { role: 'admin' });
  if (!updated) return { outcome: 'no-account' };
  return { outcome: 'promoted', user: toPublicUser(updated) };
}

export interface NewAdmin {
  name?: string | undefined;
  email?: string | undefined;
  mobile?: string | undefined;
  password?: string | undefined;
}

export type CreateAdminResult =
  | { ok: true; user: PublicUser }
  /** per field: what is wrong (the register rules' messages, or that another account holds it) */
  | { ok: false; problems: Record<string, string> };

/** Creates an admin by the rules of a registration (a weak password is refused the same way). */
export async function createAdminAccount(
  users: UsersRepository,
  input: NewAdmin,
  /** scrypt's cost (log2 N) for the new hash: the API's `PASSWORD_COST` */
  passwordCost: number,
): Promise<CreateAdminResult> {
  const parsed = registerBodySchema.safeParse(input);
  if (!parsed.success) {
    const problems: Record<string, string> = {};
    for (const issue of parsed.error.issues) problems[String(issue.path[0] ?? 'input')] ??= issue.message;
    return { ok: false, problems };
  }
  const body = parsed.data;
  const taken: Record<string, string> = {};
  if (await users.findByEmail(body.email)) taken.email = 'belongs to an account already (promote it instead)';
  if (await users.findByMobile(body.mobile)) taken.mobile = 'belongs to an account already';
  if (Object.keys(taken).length) return { ok: false, problems: taken };
  const now = new Date().toISOString();
  try {
    const doc = await users.insert({
      name: body.name,
      email: body.email,
      mobile: body.mobile,
      role: 'admin',
      passwordHash: await hashPassword(body.password, passwordCost),
      createdAt: now,
      updatedAt: now,
    });
    return { ok: true, user: toPublicUser(doc) };
  } catch (e) {
    if (!(e instanceof DuplicateKeyError)) throw e;
    const field = e.key.includes('mobile') ? 'mobile' : 'email';
    return { ok: false, problems: { [field]: 'belongs to an account already' } };
  }
}
