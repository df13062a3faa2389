/**
 * Passwords: the rules a new password must meet and its argon2id hash.
 *
 * Rules: OWASP ASVS 5.0 by default (at least PASSWORD_MIN_LENGTH, 8; up to 256 accepted, as
 * Magento; no composition rules; refused when among the 3,000 most common passwords). Magento's
 * rule of character classes is PASSWORD_CHARACTER_CLASSES (its default is 3). Messages are
 * Magento's (AccountManagement::checkPasswordStrength), plus one for a common password.
 *
 * The common passwords are the first 3,000 of the frequency-ranked list that
 * @zxcvbn-ts/language-common ships (its `passwords-common` dictionary, built from leaked-password
 * corpora), compared without regard to case.
 */
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import type { CustomerSettings } from '../../config.ts';
import { inputError } from '../../shared/errors.ts';

export const MAX_PASSWORD_LENGTH = 256;
const COMMON_COUNT = 3000;

const common = new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase()));

export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

const CLASSES = [/\p{Ll}/u, /\p{Lu}/u, /\p{Nd}/u, /[^\p{Ll}\p{Lu}\p{Nd}]/u];

/** Throws Magento's graphql-input error when the password breaks a rule. */
export function checkPasswordRules(password: string, email: string | null, settings: CustomerSettings): void {
  const min = settings.passwordMinLength;
  if ([...password].length < min) {
    throw inputError(`The password needs at least ${min} characters. Create a new password and try again.`);
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    throw inputError(`Please enter a password with at most ${MAX_PASSWORD_LENGTH} characters.`);
  }
  if (password.trim() !== password) {
    throw inputError("The password can't begin or end with a space. Verify the password and try again.");
  }
  const classes = settings.passwordCharacterClasses;
  if (classes > 0 && CLASSES.filter((c) => c.test(password)).length < classes) {
    throw inputError(
      `Minimum of different classes of characters in password is ${classes}. Classes of characters: Lower Case, Upper Case, Digits, Special Characters.`,
    );
  }
  if (email && password.toLowerCase() === email.toLowerCase()) {
    throw inputError(
      "The password can't be the same as the email address. Create a new password and try again.",
    );
  }
  if (isCommonPassword(password)) {
    throw inputError('The password is among the most common ones. Create a new password and try again.');
  }
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** Whether the password matches; `rehash` when the stored hash used other parameters. */
  verify(stored: string, password: string): Promise<{ ok: boolean; rehash: boolean }>;
  /** Spends one verification's time, for an e-mail without an account (no timing difference). */
  dummyVerify(password: string): Promise<void>;
  readonly parameters: string;
}

/** argon2id with the configured cost; the parameters are written into each PHC string. */
export function passwordHasher(settings: CustomerSettings): PasswordHasher {
  const options = {
    // Algorithm.Argon2id (a const enum, which this build's isolated modules cannot read).
    algorithm: 2,
    memoryCost: settings.argon2.memoryKib,
    timeCost: settings.argon2.iterations,
    parallelism: settings.argon2.parallelism,
  };
  const parameters = `m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}`;
  let dummy: Promise<string> | undefined;
  return {
    parameters,
    hash: (password) => hash(password, options),
    async verify(stored, password) {
      const ok = await verify(stored, password).catch(() => false);
      return { ok, rehash: ok && !stored.startsWith(`$argon2id$v=19$${parameters}$`) };
    },
    async dummyVerify(password) {
      dummy ??= hash('not a real password', options);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

const hashers = new WeakMap<CustomerSettings, PasswordHasher>();

/** The process's hasher for these settings (one dummy hash per process, made on first need). */
export function hasherOf(settings: CustomerSettings): PasswordHasher {
  let hasher = hashers.get(settings);
  if (!hasher) hashers.set(settings, (hasher = passwordHasher(settings)));
  return hasher;
}
