import { Global, Module } from '@nestjs/common';
import { AuditService } from './audit.service';

/** The audit trail, for every module that changes things on staff's behalf. */
@Global()
@Module({ providers: [AuditService], exports: [AuditService] })
export class AuditModule {}
