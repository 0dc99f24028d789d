import { Global, Module } from '@nestjs/common';
import { SwitchesController } from './switches.controller';
import { SwitchesService } from './switches.service';

/** The run-time deployment switches, for the manifest, the family guard, the modes and the staff console. */
@Global()
@Module({ controllers: [SwitchesController], providers: [SwitchesService], exports: [SwitchesService] })
export class SwitchesModule {}
