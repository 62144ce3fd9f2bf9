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
import type { TokenService } from '../../lib/auth/tokens';
import { LoginThrottle } from '../../lib/auth/login-throttle';
import { dummyHash, hashPassword, verifyPassword } from '../../lib/auth/passwords';
import { AppError, notFound } from '../../lib/http/errors';
import { DuplicateKeyError } from '../../lib/store/store';
import { toPublicUser, type UserDoc, type UsersRepository } from './users.repository';

const LOGIN_FAILED = 'Wrong e-mail or password';

function conflictFor(e: unknown): never {
  if (e instanceof DuplicateKeyError) {
    const field = e.key.includes('mobile') ? 'mobile' : 'email';
    throw new AppError(
      'conflict',
      `An account with this ${field === 'email' ? 'e-mail' : 'mobile number'} already exists`,
      {
        fields: { [field]: 'is already registered' },
      },
    );
  }
  throw e;
}

export class AuthService {
  /** Five failures per e-mail, or thirty per client address (mobile carriers share addresses), per 15 minutes. */
  private readonly perEmail = new LoginThrottle(5, 15 * 60_000);
  private readonly perClient = new LoginThrottle(30, 15 * 60_000);

  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
  ) {}

  private session(doc: UserDoc): AuthResponse {
    return { ...toPublicUser(doc), token: this.tokens.sign({ sub: doc._id, role: doc.role }) };
  }

  async register(body: RegisterBody): Promise<AuthResponse> {
    const now = new Date().toISOString();
    const doc = await this.users
      .insert({
        name: body.name,
        email: body.email,
        mobile: body.mobile,
        role: 'user',
        passwordHash: await hashPassword(body.password),
        createdAt: now,
        updatedAt: now,
      })
      .catch(conflictFor);
    return this.session(doc);
  }

  async login(body: LoginBody, client: string): Promise<AuthResponse> {
    const emailKey = `e:${body.email}`;
    const clientKey = `c:${client}`;
    const wait = Math.max(this.perEmail.retryAfter([emailKey]), this.perClient.retryAfter([clientKey]));
    if (wait > 0) {
      throw new AppError('too_many_requests', 'Too many failed logins. Please wait and try again.', {
        retryAfterSeconds: wait,
      });
    }
    const doc = await this.users.findByEmail(body.email);
    const ok = await verifyPassword(body.password, doc?.passwordHash ?? (await dummyHash()));
    if (!doc || !ok) {
      this.perEmail.fail([emailKey]);
      this.perClient.fail([clientKey]);
      throw new AppError('unauthorized', LOGIN_FAILED);
    }
    this.perEmail.succeed([emailKey]);
    return this.session(doc);
  }

  async me(id: string): Promise<PublicUser> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    return toPublicUser(doc);
  }

  async updateProfile(id: string, body: UpdateProfileBody): Promise<PublicUser> {
    const doc = await this.users.update(id, body).catch(conflictFor);
    if (!doc) throw notFound('User');
    return toPublicUser(doc);
  }

  async changePassword(id: string, body: ChangePasswordBody): Promise<void> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    if (!(await verifyPassword(body.currentPassword, doc.passwordHash))) {
      throw new AppError('invalid_data', 'The current password is wrong', {
        fields: { currentPassword: 'is wrong' },
      });
    }
    await this.users.update(id, { passwordHash: await hashPassword(body.newPassword) });
  }

  async list(query: ListUsersQuery) {
    const { items, total } = await this.users.list(query);
    return { items: items.map(toPublicUser), total };
  }

  async makeAdmin(body: MakeAdminBody): Promise<PublicUser> {
    const doc = body.email
      ? await this.users.findByEmail(body.email)
      : await this.users.findByMobile(body.mobile!);
    if (!doc) throw new AppError('not_found', `No user with this ${body.email ? 'e-mail' : 'mobile number'}`);
    if (doc.role === 'admin') return toPublicUser(doc);
    return toPublicUser((await this.users.update(doc._id, { role: 'admin' }))!);
  }

  async demote(id: string): Promise<PublicUser> {
    const doc = await this.users.findById(id);
    if (!doc) throw notFound('User');
    if (doc.role !== 'admin') return toPublicUser(doc);
    if ((await this.users.countAdmins()) <= 1) {
      throw new AppError('conflict', 'The last admin cannot be demoted');
    }
    return toPublicUser((await this.users.update(id, { role: 'user' }))!);
  }

  /** The first admin, from ADMIN_EMAIL/ADMIN_PASSWORD, when the store has no admin yet. */
  async ensureFirstAdmin(
    admin: { email: string; password: string; mobile: string } | undefined,
  ): Promise<void> {
    if (!admin || (await this.users.countAdmins()) > 0) return;
    const existing = await this.users.findByEmail(admin.email);
    if (existing) {
      await this.users.update(existing._id, { role: 'admin' });
      return;
    }
    const now = new Date().toISOString();
    await this.users.insert({
      name: 'Administrator',
      email: admin.email,
      mobile: admin.mobile,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
      createdAt: now,
      updatedAt: now,
    });
  }
}
