import { Controller, Get, Inject, Query, type Type } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import {
  hardestQuerySchema,
  DEFAULT_LANGUAGE,
  type FamilyDefinition,
  type HardestQuestion,
} from '@portal/contracts';
import { Public } from '../common/public.decorator';
import { zodDto } from '../common/zod-schema';
import { FAMILY_POLICY } from '../exam/exam-family.controller';
import type { FamilyPolicy } from '../exam/family-policy';
import { HardestService } from './hardest.service';

/** `?language=`: lt, ru, en, uk or pl (default lt). */
export class HardestQueryDto extends zodDto(hardestQuerySchema()) {}

/**
 * `GET /api/<family>/hardest?language=`: the family's hardest questions with their keys and explanations, public
 * (no sign-in: the public bank's questions, shown to learn from; docs/decisions.md says why a running test does
 * not change that). The family switch applies as to every family route (404 `family-not-offered` while off).
 */
export class HardestController {
  constructor(
    @Inject(FAMILY_POLICY) protected readonly policy: FamilyPolicy,
    protected readonly hardest: HardestService,
  ) {}

  @Get('hardest')
  @ApiOkResponse({ description: 'HardestQuestion[] (libs/contracts/src/hardest.ts)' })
  list(@Query() { language }: HardestQueryDto): Promise<HardestQuestion[]> {
    return this.hardest.list(this.policy, language ?? DEFAULT_LANGUAGE);
  }
}

/** One subclass per family, named `<Id>HardestController`, public. */
export function hardestController(def: FamilyDefinition): Type<HardestController> {
  const name = `${def.id.charAt(0).toUpperCase()}${def.id.slice(1)}HardestController`;
  const cls = { [name]: class extends HardestController {} }[name];
  ApiTags(def.id)(cls);
  Public()(cls);
  Controller(def.id)(cls);
  return cls;
}
