import { ApiProperty } from '@nestjs/swagger';
import { setSwitchSchema, type SetSwitchRequest } from '@portal/contracts';
import { ZodSchema } from '../common/zod-schema';

@ZodSchema(setSwitchSchema())
export class SetSwitchDto implements SetSwitchRequest {
  @ApiProperty()
  enabled!: boolean;
}
