import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FamiliesResponse } from '@portal/contracts';
import { Public } from '../common/public.decorator';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { SwitchesService } from '../switches/switches.service';
import { familiesManifest, staffConsoleManifest } from './families-manifest';

@ApiTags('families')
@Controller('families')
export class FamiliesController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly switches: SwitchesService,
  ) {}

  /** The manifest the shell reads before it renders: which remotes to load and where (the staff console too). */
  @Public()
  @Get()
  async families(): Promise<FamiliesResponse> {
    return {
      families: familiesManifest(this.config, await this.switches.enabledFamilies()),
      staff: staffConsoleManifest(this.config),
      school: this.config.school,
    };
  }
}
