import { Global, Module } from '@nestjs/common';
import { SwitchesService } from './switches.service';

/** The run-time deployment switches, for the manifest, the family guard, the modes and the staff console. */
@Global()
@Module({ providers: [SwitchesService], exports: [SwitchesService] })
export class SwitchesModule {}
