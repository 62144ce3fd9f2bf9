import type {
  AuthResponse,
  ChangePasswordBody,
  ListUsersQuery,
  LoginBody,
  MakeAdminBody,
  PublicUser,
  RegisterBody,
  UpdateProfileBody,
} from '@tyre/contracts';
import type { AuthUser } from '../../lib/auth/guards';
import type { TokenService } from '../../lib/auth/tokens';
import { HashGate } from '../../lib/auth/hash-gate';
import { DEFAULT_PASSWORD_COST, dummyHash, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { AppError, notFound, type MessageArg } from '../../lib/http/errors';
import { DuplicateKeyError } from '../../lib/store/store';
import type { Store } from '../../lib/store/store';
import { Throttle, type ThrottleRule, type TakeResult } from '../../lib/throttle/throttle';
import { DEMO_CUSTOMERS } from './demo-users';
import { DevicePasses, type IssuedPass } from './device-passes';
import { toPublicUser, UsersRepository, type UserDoc } from './users.repository';

function conflictFor(e: unknown): never {
  if (e instanceof DuplicateKeyError) {
    const field = e.key.includes('mobile') ? 'mobile' : 'email';
    throw new AppError('conflict', field === 'email' ? 'auth.emailTaken' : 'auth.mobileTaken', {
      fields: { [field]: 'alreadyRegistered' },
    });
  }
  throw e;
}

const MINUTE = 60;

/**
 * Login attempts are counted before the password is hashed and given back when they succeed:
 * five per e-mail and client address, so that guessing elsewhere does not lock the customer out;
 * fifty per e-mail from anywhere per hour, to slow guessing spread over many addresses; thirty
 * per address (mobile carriers share addresses). A browser showing a device pass of the account
 * is counted per pass instead of per e-mail (five per 15 minutes; the fifth wrong password ends
 * the pass). Registrations: ten per address per hour. Changes of a profile's mobile number (the
 * answer tells whether another account holds it): ten per account and twenty per address an hour.
 */
export const AUTH_LIMITS = {
  loginPerEmailAndAddress: { limit: 5, windowSeconds: 15 * MINUTE },
  loginPerEmail: { limit: 50, windowSeconds: 60 * MINUTE },
  loginPerAddress: { limit: 30, windowSeconds: 15 * MINUTE },
  loginPerDevice: { limit: 5, windowSeconds: 15 * MINUTE },
  registerPerAddress: { limit: 10, windowSeconds: 60 * MINUTE },
  profilePerAccount: { limit: 10, windowSeconds: 60 * MINUTE },
  profilePerAddress: { limit: 20, windowSeconds: 60 * MINUTE },
} satisfies Record<string, ThrottleRule>;

/** A login's answer, and the device pass given to a browser that showed none valid for the account. */
export interface LoginResult {
  session: AuthResponse;
  pass?: IssuedPass | undefined;
}

function refuse(result: TakeResult, message: MessageArg): void {
  if (!result.ok) {
    throw new AppError('too_many_requests', message, { retryAfterSeconds: result.retryAfterSeconds });
  }
}

/** What the demo orders may read of the accounts: the demo customers and an admin. */
export interface DemoAccounts {
  /** The demo customers that exist. */
  demoCustomers(): Promise<AuthUser[]>;
  /** An admin, to sign the demo orders' status moves (null before there is one). */
  anAdmin(): Promise<Pick<AuthUser, '_id' | 'name'> | null>;
}

export class AuthService implements DemoAccounts {
  /** scrypt runs two at a time with four waiting at most; beyond that requests get 503 at once. */
  private readonly hashing = new HashGate(2, 4);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly throttle: Throttle,
    private readonly limits: typeof AUTH_LIMITS = AUTH_LIMITS,
    /** Without it no device pass is given or honoured: every login is counted per e-mail. */
    private readonly devices?: DevicePasses,
    /** scrypt's cost for new hashes (log2 N); a stored hash keeps its own */
    private readonly passwordCost: number = DEFAULT_PASSWORD_COST,
  ) {}

  private session(doc: UserDoc): AuthResponse {
    return {
      ...toPublicUser(doc),
      token: this.tokens.sign({ sub: doc._id, role: doc.role, ver: doc.tokenVersion ?? 0 }),
    };
  }

  /** `client` is the caller's address; null for the server's own accounts (demo seed). */
  async demoCustomers(): Promise<AuthUser[]> {
    const found = await Promise.all(DEMO_CUSTOMERS.map((c) => this.users.findByEmail(c.email)));
    return found.flatMap((u) => (u ? [{ _id: u._id, name: u.name, email: u.email, role: u.role }] : []));
  }

  async anAdmin(): Promise<Pick<AuthUser, '_id' | 'name'> | null> {
    const admin = await this.users.anAdmin();
    return admin && { _id: admin._id, name: admin.name };
  }

  async register(body: RegisterBody, client: string | null): Promise<AuthResponse> {
    if (client !== null) {
      refuse(
        await this.throttle.take(`register:address:${client}`, this.limits.registerPerAddress),
        'limit.registrations',
      );
    }
    const now = new Date().toISOString();
    // a registration refused as busy still counts against the address (floods stay short)
    const passwordHash = await this.hashing.run(() => hashPassword(body.password, this.passwordCost));
    const doc = await this.users
      .insert({
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        role: 'user',
        passwordHash,
        createdAt: now,
        updatedAt: now,
      })
      .catch(conflictFor);
    return this.session(doc);
  }

  /**
   * `devicePass` is the value of the browser's device cookie, if it sent one: when it is a valid
   * pass of this e-mail's account, the attempt is counted per address and per pass, not per
   * e-mail, so a full per-e-mail counter does not lock the owner out of a browser used before.
   */
  async login(body: LoginBody, client: string, devicePass?: string): Promise<LoginResult> {
    const email = body.email.toLowerCase();
    let doc: UserDoc | null | undefined;
    let pass = devicePass && this.devices ? await this.devices.check(devicePass) : null;
    if (pass) {
      doc = await this.users.findByEmail(email);
      if (doc?._id !== pass.userId) pass = null; // another account's pass is no pass here
    }
    const deviceKey = pass && `login:device:${pass.id}`;
    const entries = [
      { key: `login:address:${client}`, rule: this.limits.loginPerAddress },
      ...(deviceKey
        ? [{ key: deviceKey, rule: this.limits.loginPerDevice }]
        : [
            { key: `login:pair:${email}\n${client}`, rule: this.limits.loginPerEmailAndAddress },
            { key: `login:email:${email}`, rule: this.limits.loginPerEmail },
          ]),
    ];
    const keys = entries.map((e) => e.key);
    // Reserve the attempt on every counter before any hashing: parallel guesses are counted in time.
    refuse(await this.throttle.takeAll(entries), 'limit.failedLogins');
    let ok: boolean;
    try {
      doc ??= await this.users.findByEmail(email);
      const stored = doc?.passwordHash;
      // unknown e-mails cost one hash too, so both failures take about the same time
      ok = await this.hashing.run(async () =>
        verifyPassword(body.password, stored ?? (await dummyHash(this.passwordCost))),
      );
    } catch (e) {
      // Not checked (the server is busy): it does not count against the account; it still
      // counts against the address, which is what keeps a flood from one address short.
      await this.throttle.refund(keys.slice(1));
      throw e;
    }
    if (!doc || !ok) {
      // a browser that guesses loses its pass: from then on it is counted per e-mail like any other
      if (pass && deviceKey && (await this.throttle.used(deviceKey)) >= this.limits.loginPerDevice.limit) {
        await this.devices!.revoke(pass.id);
      }
      throw new AppError('unauthorized', 'auth.loginFailed');
    }
    await this.throttle.refund(keys);
    return { session: this.session(doc), pass: pass ? undefined : await this.devices?.issue(doc._id) };
  }

  async me(id: string): Promise<PublicUser> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    return toPublicUser(doc);
  }

  /**
   * A new mobile number is counted per account and per client address (`client`) before the
   * store checks that no other account holds it: its answer says whether one does.
   */
  async updateProfile(id: string, body: UpdateProfileBody, client: string): Promise<PublicUser> {
    const current = await this.users.findById(id);
    if (!current) throw notFound('User');
    if (body.mobile !== undefined && body.mobile !== current.mobile) {
      refuse(
        await this.throttle.takeAll([
          { key: `profile:user:${id}`, rule: this.limits.profilePerAccount },
          { key: `profile:address:${client}`, rule: this.limits.profilePerAddress },
        ]),
        'limit.mobileChanges',
      );
    }
    const doc = await this.users.update(id, body).catch(conflictFor);
    if (!doc) throw notFound('User');
    return toPublicUser(doc);
  }

  /** Changes the password and ends every earlier token; answers a fresh session for this browser. */
  async changePassword(id: string, body: ChangePasswordBody): Promise<AuthResponse> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    // a stolen token must not become a way to guess the password: same rule as a login
    const key = `password:user:${id}`;
    refuse(await this.throttle.take(key, this.limits.loginPerEmailAndAddress), 'limit.wrongPasswords');
    let passwordHash: string | null;
    try {
      passwordHash = await this.hashing.run(async () => {
        if (!(await verifyPassword(body.currentPassword, doc.passwordHash))) return null;
        return hashPassword(body.newPassword, this.passwordCost);
      });
    } catch (e) {
      await this.throttle.refund(key);
      throw e;
    }
    if (!passwordHash) {
      throw new AppError('invalid_data', 'auth.currentPasswordWrong', {
        fields: { currentPassword: 'wrong' },
      });
    }
    await this.throttle.refund(key);
    const updated = await this.users.revokeTokens(id, { passwordHash });
    if (!updated) throw notFound('User');
    await this.devices?.revokeAll(id);
    return this.session(updated);
  }

  /** Ends every token of the user (their own "log out everywhere", or an admin's). */
  async logoutEverywhere(id: string): Promise<void> {
    if (!(await this.users.revokeTokens(id))) throw notFound('User');
    await this.devices?.revokeAll(id);
  }

  async list(query: ListUsersQuery) {
    const { items, total } = await this.users.list(query);
    return { items: items.map(toPublicUser), total };
  }

  async makeAdmin(body: MakeAdminBody): Promise<PublicUser> {
    const doc = body.email
      ? await this.users.findByEmail(body.email)
      : await this.users.findByMobile(body.mobile!);
    if (!doc) throw new AppError('not_found', body.email ? 'auth.noUserWithEmail' : 'auth.noUserWithMobile');
    if (doc.role === 'admin') return toPublicUser(doc);
    return toPublicUser((await this.users.update(doc._id, { role: 'admin' }))!);
  }

  async demote(id: string): Promise<PublicUser> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    if (doc.role !== 'admin') return toPublicUser(doc);
    if ((await this.users.countAdmins()) <= 1) {
      throw new AppError('conflict', 'auth.lastAdmin');
    }
    // a demoted admin's tokens end too: they log in again as a customer
    return toPublicUser((await this.users.revokeTokens(id, { role: 'user' }))!);
  }

  /**
   * The first admin, from ADMIN_EMAIL/ADMIN_PASSWORD (and ADMIN_MOBILE when the operator set it),
   * when the store has no admin yet. It never promotes an account that exists (whoever registered
   * that address first would own the shop) and never takes a customer's number: a number another
   * account holds stays theirs, and the admin is made without one. It never fails on a customer's
   * data (the API must start): what it could not do is said in the log. Returns what it did.
   */
  async ensureFirstAdmin(
    admin: { email: string; password: string; mobile?: string | undefined } | undefined,
    log: (message: string) => void = () => undefined,
  ): Promise<'created' | 'exists' | 'email-taken' | 'none'> {
    if (!admin) return 'none';
    if ((await this.users.countAdmins()) > 0) return 'exists';
    const emailTaken = () =>
      log(
        `ADMIN_EMAIL ${admin.email} belongs to an account that already exists; it was not made an admin. ` +
          `If that account is yours, make it an admin on purpose (pnpm admin promote ${admin.email}); ` +
          'else set ADMIN_EMAIL to another address.',
      );
    if (await this.users.findByEmail(admin.email)) {
      emailTaken();
      return 'email-taken';
    }
    let mobile = admin.mobile;
    const mobileTaken = (taken: string) =>
      log(
        `ADMIN_MOBILE ${taken} belongs to another account, which keeps it; the first admin was made ` +
          "without a mobile number. Add the admin's own number in the profile.",
      );
    if (mobile && (await this.users.findByMobile(mobile))) {
      mobileTaken(mobile);
      mobile = undefined;
    }
    const passwordHash = await hashPassword(admin.password, this.passwordCost);
    for (;;) {
      const now = new Date().toISOString();
      try {
        await this.users.insert({
          name: 'Administrator',
          email: admin.email,
          ...(mobile ? { mobile } : {}),
          role: 'admin',
          passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        return 'created';
      } catch (error) {
        if (!(error instanceof DuplicateKeyError)) throw error;
        // a customer registered the number a moment ago: it is theirs
        if (mobile && error.key.includes('mobile')) {
          mobileTaken(mobile);
          mobile = undefined;
          continue;
        }
        // the address: another API instance made this admin a moment ago, or a customer registered it
        if ((await this.users.findByEmail(admin.email))?.role === 'admin') return 'exists';
        emailTaken();
        return 'email-taken';
      }
    }
  }
}

/** The auth service on the store, with the shared throttle, the default limits and device passes. */
export function createAuthService(store: Store, tokens: TokenService, passwordCost: number): AuthService {
  return new AuthService(
    new UsersRepository(store),
    tokens,
    new Throttle(store),
    AUTH_LIMITS,
    new DevicePasses(store),
    passwordCost,
  );
}
