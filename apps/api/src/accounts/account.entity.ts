import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuthProviderId, Language, Role } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

/** The roles column's text ('learner,staff') as a list. */
export const toRoles = (value: string): Role[] => value.split(',').filter(Boolean) as Role[];

/** A person who signs in: a local account (username + bcrypt hash) or a social identity (provider + providerId). */
@Entity('accounts')
@Index('uq_accounts_provider', ['provider', 'providerId'], { unique: true })
export class AccountEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Index('uq_accounts_username', { unique: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  username!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 200 })
  name!: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email!: string | null;

  @Column({ name: 'photo_url', type: 'varchar', length: 1000, nullable: true })
  photoUrl!: string | null;

  @Column({ type: 'varchar', length: 20 })
  provider!: AuthProviderId;

  @Column({ name: 'provider_id', type: 'varchar', length: 191 })
  providerId!: string;

  /** Comma-separated roles ('learner', 'learner,staff'). */
  @Column({
    type: 'varchar',
    length: 100,
    transformer: {
      to: (roles: Role[]) => roles.join(','),
      from: toRoles,
    },
  })
  roles!: Role[];

  @Column({ type: 'boolean', default: false })
  disabled!: boolean;

  /**
   * Raised when the password is reset or changed: every token carries the value it was signed with (`tv`), and
   * one that no longer matches is refused (401), so the account's existing sessions end at once.
   */
  @Column({ name: 'token_version', type: 'int', default: 0 })
  tokenVersion!: number;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;

  /** The language the learner will sit the theory exam in (PUT /api/me/exam-language); null until chosen. */
  @Column({ name: 'exam_language', type: 'varchar', length: 5, nullable: true })
  examLanguage!: Language | null;
}
