import { setSwitchSchema } from '@portal/contracts';
import { zodDto } from '../common/zod-schema';

export class SetSwitchDto extends zodDto(setSwitchSchema()) {}
