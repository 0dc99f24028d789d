import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DeploymentSwitch } from '@portal/contracts';
import { ApiError } from '../common/api-error';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { isSwitchName, SWITCH_NAMES } from './switch-names';
import { SetSwitchDto } from './switches.dto';
import { type SwitchState, SwitchesService } from './switches.service';

function toWire(state: SwitchState): DeploymentSwitch {
  return {
    name: state.name,
    enabled: state.enabled,
    updatedAt: state.updatedAt === null ? null : new Date(state.updatedAt).toISOString(),
    updatedBy: state.updatedBy,
  };
}

/** Staff turn families and the modes' servers on and off at run time (audited; every instance follows in 2 s). */
@ApiTags('staff')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/switches')
export class SwitchesController {
  constructor(private readonly switches: SwitchesService) {}

  @Get()
  async list(): Promise<DeploymentSwitch[]> {
    return (await this.switches.list()).map(toWire);
  }

  @Put(':name')
  async set(
    @CurrentUser() user: RequestUser,
    @Param('name') name: string,
    @Body() body: SetSwitchDto,
  ): Promise<DeploymentSwitch> {
    if (!isSwitchName(name))
      throw new ApiError(404, 'unknown-switch', `Tokio jungiklio nėra (galimi: ${SWITCH_NAMES.join(', ')})`);
    return toWire(await this.switches.set(name, body.enabled, { id: user.id }));
  }
}
