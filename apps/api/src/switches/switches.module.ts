import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SwitchEntity } from './switch.entity';
import { SwitchesController } from './switches.controller';
import { SwitchesService } from './switches.service';

export const SWITCHES_ENTITIES = [SwitchEntity];

/** The run-time deployment switches, for the manifest, the family guard, the modes and the staff console. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature(SWITCHES_ENTITIES)],
  controllers: [SwitchesController],
  providers: [SwitchesService],
  exports: [SwitchesService],
})
export class SwitchesModule {}
