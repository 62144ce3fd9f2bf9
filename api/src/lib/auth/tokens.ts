import jwt from 'jsonwebtoken';
import type { Role } from '@tyre/contracts';

export interface TokenClaims {
  sub: string;
  role: Role;
}

/** HS256 bearer tokens with an expiry; the role inside is a hint only — the user is reloaded per request. */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttl: string,
  ) {}

  sign(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role }, this.secret, {
      algorithm: 'HS256',
      subject: claims.sub,
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
    });
  }

  /** Answers the claims, or null for a missing, malformed, tampered or expired token. */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
      return { sub: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user' };
    } catch {
      return null;
    }
  }
}
