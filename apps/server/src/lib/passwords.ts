import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane): a fraction of a second on our machines.
const ARGON2ID = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** An argon2id hash (PHC string: algorithm, parameters and salt included). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2ID);
}

/** Whether the password matches the hash; false (never an error) for a malformed hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
