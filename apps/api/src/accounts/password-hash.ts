import { compare, hash } from '@node-rs/bcrypt';

/**
 * Passwords as bcrypt hashes, computed by a native binding on libuv's thread pool: bcryptjs did the same work in
 * JavaScript on the event loop, so one sign-in (about 70 ms at cost 10) held every other request of the process,
 * the saves of a class in a test included. The hash format is bcrypt's own, so the hashes bcryptjs wrote (`$2a$`,
 * `$2b$`) are still accepted.
 */
export function hashPassword(password: string, rounds: number): Promise<string> {
  return hash(password, rounds);
}

/** Whether `password` is the one `passwordHash` was made from; false (not an error) for a malformed hash. */
export async function passwordMatches(password: string, passwordHash: string): Promise<boolean> {
  try {
    return await compare(password, passwordHash);
  } catch {
    return false;
  }
}
