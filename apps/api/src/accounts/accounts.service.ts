import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AuthProviderId, AuthUser, Language, Role } from '@portal/contracts';
import { type EntityManager, In, QueryFailedError, Repository } from 'typeorm';
import { ApiError } from '../common/api-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Clock } from '../clock/clock.service';
import { AccountEntity, toRoles } from './account.entity';
import { hashPassword } from './password-hash';
import { NO_TX } from '../database/no-tx';
import { dialectOf } from '../database/dialect';

export interface NewLocalAccount {
  username: string;
  password: string;
  name: string;
  email?: string | null;
  roles?: Role[];
}

/** A local account whose password was hashed earlier (a confirmed sign-up). */
export type NewHashedLocalAccount = Omit<NewLocalAccount, 'password'> & { passwordHash: string };

export interface SocialProfile {
  provider: Exclude<AuthProviderId, 'local'>;
  providerId: string;
  name: string;
  email: string | null;
  photoUrl: string | null;
}

/** Accounts: local ones with bcrypt hashes, social ones keyed by (provider, providerId). */
@Injectable()
export class AccountsService {
  constructor(
    @InjectRepository(AccountEntity) private readonly accounts: Repository<AccountEntity>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  findById(id: number): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ id });
  }

  /** Stores the learner's exam language (null clears it); the caller checked it is one the school offers. */
  async setExamLanguage(id: number, language: Language | null): Promise<Language | null> {
    await this.accounts.update({ id }, { examLanguage: language });
    return language;
  }

  /** What every authenticated request needs to know (JwtAuthGuard, RolesGuard): one primary-key read. */
  /**
   * What every authenticated request checks (JwtAuthGuard): written as SQL, because the repository's query
   * building for this one-row read cost more CPU than the database spent on it, on every request.
   */
  async accessOf(
    id: number,
  ): Promise<Pick<AccountEntity, 'id' | 'disabled' | 'roles' | 'tokenVersion'> | null> {
    const [row] = (await this.accounts.query(
      'SELECT id, disabled, roles, token_version FROM accounts WHERE id = ?',
      [id],
    )) as {
      id: number;
      disabled: number | boolean;
      roles: string;
      token_version: number | string;
    }[];
    // As the entity reads them: `disabled` is 0/1 on both databases, `roles` comma-separated.
    return row
      ? {
          id: Number(row.id),
          disabled: Boolean(row.disabled),
          roles: toRoles(row.roles),
          tokenVersion: Number(row.token_version),
        }
      : null;
  }

  async namesByIds(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const rows = await this.accounts.find({ select: { id: true, name: true }, where: { id: In(unique) } });
    return new Map(rows.map((r) => [r.id, r.name]));
  }

  findByUsername(username: string): Promise<AccountEntity | null> {
    return this.accounts.findOneBy({ username });
  }

  /**
   * The account a sign-in names: the username as typed, else (an e-mail address, which is the username of accounts
   * created by sign-up) the same in lower case.
   */
  async findForLogin(username: string): Promise<AccountEntity | null> {
    const exact = await this.findByUsername(username);
    const lower = username.toLowerCase();
    if (exact || !username.includes('@') || lower === username) return exact;
    return this.findByUsername(lower);
  }

  /**
   * `column = :address` ignoring case on both databases. Addresses reach here in lower case (the sign-up and
   * "forgot" schemas make them so) while accounts keep theirs as given: MariaDB's collation ignores case already,
   * SQLite compares bytes, so there the stored side is lowered (its LOWER folds ASCII only, and these addresses
   * are ASCII: the schemas refuse others).
   */
  private sameAddress(column: 'username' | 'email'): string {
    return dialectOf(this.accounts.manager).caseFolded(`a.${column}`);
  }

  /**
   * The address to write to about an account (local or social) that has `address` as its username or e-mail,
   * whatever the case; null when none has.
   */
  async addressOwner(address: string): Promise<string | null> {
    const owner = await this.accounts
      .createQueryBuilder('a')
      .select(['a.id', 'a.username', 'a.email'])
      .where(`${this.sameAddress('username')} = :address OR ${this.sameAddress('email')} = :address`, {
        address,
      })
      .orderBy('a.id', 'ASC')
      .getOne();
    return owner ? (owner.email ?? owner.username ?? address) : null;
  }

  /** Local accounts with a password that a reset link for this address may reset (disabled ones are left out). */
  findResettable(address: string): Promise<AccountEntity[]> {
    return this.accounts
      .createQueryBuilder('a')
      .where(`(${this.sameAddress('username')} = :address OR ${this.sameAddress('email')} = :address)`, {
        address,
      })
      .andWhere("a.provider = 'local'")
      .andWhere('a.disabled = :disabled', { disabled: false })
      .orderBy('a.id', 'ASC')
      .take(5)
      .getMany();
  }

  /** A new password ends the account's existing sessions: its token version goes up (see AccountEntity). */
  async setPasswordHash(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    const accounts = manager ? manager.getRepository(AccountEntity) : this.accounts;
    await accounts.update({ id }, { passwordHash, tokenVersion: () => 'token_version + 1' });
  }

  hashPassword(password: string): Promise<string> {
    return hashPassword(password, this.config.bcryptRounds);
  }

  /** 409 `username-taken` when the name is in use (also when two requests race for it). */
  async createLocal(
    input: NewLocalAccount | NewHashedLocalAccount,
    manager?: EntityManager,
  ): Promise<AccountEntity> {
    const accounts = manager ? manager.getRepository(AccountEntity) : this.accounts;
    if (await accounts.findOneBy({ username: input.username })) throw usernameTaken();
    const account = accounts.create({
      username: input.username,
      passwordHash: 'passwordHash' in input ? input.passwordHash : await this.hashPassword(input.password),
      name: input.name,
      email: input.email ?? null,
      photoUrl: null,
      provider: 'local',
      providerId: input.username,
      roles: input.roles ?? ['learner'],
      disabled: false,
      tokenVersion: 0,
      createdAt: this.clock.now(),
    });
    try {
      return await accounts.save(account, NO_TX);
    } catch (error) {
      if (error instanceof QueryFailedError) throw usernameTaken();
      throw error;
    }
  }

  /** Finds the account of a verified social identity, or creates it; name, e-mail and photo follow the provider. */
  async findOrCreateSocial(profile: SocialProfile): Promise<AccountEntity> {
    const existing = await this.accounts.findOneBy({
      provider: profile.provider,
      providerId: profile.providerId,
    });
    if (existing) {
      existing.name = profile.name || existing.name;
      existing.email = profile.email ?? existing.email;
      existing.photoUrl = profile.photoUrl ?? existing.photoUrl;
      return this.accounts.save(existing, NO_TX);
    }
    const account = this.accounts.create({
      username: null,
      passwordHash: null,
      name: profile.name || profile.provider,
      email: profile.email,
      photoUrl: profile.photoUrl,
      provider: profile.provider,
      providerId: profile.providerId,
      roles: ['learner'],
      disabled: false,
      tokenVersion: 0,
      createdAt: this.clock.now(),
    });
    try {
      return await this.accounts.save(account, NO_TX);
    } catch (error) {
      // Two callbacks for the same new person at once: the other one created it.
      const again = await this.accounts.findOneBy({
        provider: profile.provider,
        providerId: profile.providerId,
      });
      if (again) return again;
      throw error;
    }
  }

  toAuthUser(account: AccountEntity): AuthUser {
    return {
      id: account.id,
      username: account.username,
      name: account.name,
      email: account.email,
      photoUrl: account.photoUrl,
      provider: account.provider,
      providerId: account.providerId,
      roles: account.roles,
    };
  }
}

function usernameTaken(): ApiError {
  return new ApiError(409, 'username-taken', 'Toks prisijungimo vardas jau užimtas');
}
