import type { AuthUser } from '../../lib/auth/guards';
import type { Store } from '../../lib/store/store';
import { UsersRepository } from './users.repository';

/**
 * What the guards need of the auth module: the signed-in user as stored now (role and token
 * version included), or null when the account is gone. The server builds the guards from it, so
 * nothing outside this module reads the users collection.
 */
export function sessionUserLoader(store: Store): (id: string) => Promise<AuthUser | null> {
  const users = new UsersRepository(store);
  return async (id) => {
    const user = await users.findById(id);
    return user
      ? {
          _id: user._id,
          name: user.name,
          email: user.email,
          role: user.role,
          tokenVersion: user.tokenVersion,
        }
      : null;
  };
}
