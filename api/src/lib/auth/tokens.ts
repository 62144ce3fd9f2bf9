import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Role } from '@tyre/contracts';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** The user's token version when signed: a password change, demotion or logout-all raises it. */
  ver: number;
}

/** HS256 bearer tokens with an expiry; the role inside is a hint only — the user is reloaded per request. */
export class TokenService {
  constructor(
    private readonly secret: string,
    private readonly ttl: string,
  ) {}

  /**
   * A key of its own for another use of the server's secret (the HMAC of one-time codes): derived
   * from the signing secret, so it lives outside the store as the secret does.
   */
  keyFor(purpose: string): Buffer {
    return createHmac('sha256', this.secret).update(`tyre:${purpose}`).digest();
  }

  sign(claims: TokenClaims): string {
    return jwt.sign({ role: claims.role, ver: claims.ver }, this.secret, {
      algorithm: 'HS256',
      subject: claims.sub,
      expiresIn: this.ttl as jwt.SignOptions['expiresIn'],
    });
  }

  /** Answers the claims, or null for a missing, malformed, tampered, expired or never-expiring token. */
  verify(token: string): TokenClaims | null {
    try {
      const payload = jwt.verify(token, this.secret, { algorithms: ['HS256'] });
      if (typeof payload === 'string' || typeof payload.sub !== 'string') return null;
      if (typeof payload.exp !== 'number') return null;
      const ver = typeof payload.ver === 'number' && Number.isInteger(payload.ver) ? payload.ver : 0;
      return { sub: payload.sub, role: payload.role === 'admin' ? 'admin' : 'user', ver };
    } catch {
      return null;
    }
  }
}
