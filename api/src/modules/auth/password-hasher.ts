// argon2id with OWASP's recommended parameters (19 MiB, 2 passes, 1 lane).
import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export class PasswordHasher {
  // Verified against when the email is unknown, so both failures cost the same time.
  private dummyHash: Promise<string> | undefined;

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(passwordHash: string | null | undefined, password: string): Promise<boolean> {
    const target = passwordHash ?? (await this.dummy());
    try {
      const ok = await verify(target, password);
      return ok && passwordHash != null;
    } catch {
      return false;
    }
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('hex'));
    return this.dummyHash;
  }
}
