import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Language } from '@portal/contracts';
import { epochMs } from '../database/epoch-ms.transformer';

export type EmailTokenKind = 'signup' | 'reset';

/**
 * A link sent by e-mail: only the sha256 of its random token is kept, with an expiry, and it is used once. A
 * sign-up link carries the sign-up itself (name, bcrypt hash): the account is created when it is confirmed, so an
 * address nobody confirmed holds no account. A reset link names the account it resets.
 */
@Entity('email_tokens')
@Index('ix_email_tokens_email', ['kind', 'email'])
export class EmailTokenEntity {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 10 })
  kind!: EmailTokenKind;

  @Index('uq_email_tokens_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ name: 'account_id', type: 'int', nullable: true })
  accountId!: number | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  name!: string | null;

  @Column({ name: 'password_hash', type: 'varchar', length: 100, nullable: true })
  passwordHash!: string | null;

  @Column({ type: 'varchar', length: 2 })
  language!: Language;

  @Column({ name: 'expires_at', type: 'bigint', transformer: epochMs })
  expiresAt!: number;

  @Column({ name: 'used_at', type: 'bigint', nullable: true, transformer: epochMs })
  usedAt!: number | null;

  @Column({ name: 'created_at', type: 'bigint', transformer: epochMs })
  createdAt!: number;
}
