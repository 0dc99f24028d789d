import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntryEntity } from './audit-entry.entity';
import { AuditService } from './audit.service';

/** The audit trail's table (app/entities.ts gathers every module's list). */
export const AUDIT_ENTITIES = [AuditEntryEntity];

/** The audit trail, for every module that changes things on staff's behalf. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(AUDIT_ENTITIES)],
  providers: [AuditService],
  exports: [AuditService],
})
export class AuditModule {}
