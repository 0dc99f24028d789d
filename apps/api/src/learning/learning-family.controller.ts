import { Body, Controller, Get, HttpCode, Inject, Put, type Type } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FamilyDefinition, LearningSettings, LearningSummary } from '@portal/contracts';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { LearningSettingsDto } from './learning.dto';
import { LearningService } from './learning.service';
import { ReadinessService } from './readiness/readiness.service';

/** The definition of the family whose module provides it (ExamFamilyModule.forFamily). */
export const LEARNING_FAMILY = Symbol('LEARNING_FAMILY');

/**
 * An enrolled family's learning routes under `/api/<family>/`: the Learn card (`learning`) and the plan's settings
 * (`learning/settings`). Always the signed-in learner's own; the global guard reads the account on each request
 * (a disabled account gets 403, a session ended by a password reset 401).
 */
@ApiBearerAuth()
export class LearningFamilyController {
  constructor(
    @Inject(LEARNING_FAMILY) protected readonly def: FamilyDefinition,
    protected readonly learning: LearningService,
    protected readonly readiness: ReadinessService,
  ) {}

  /** The Learn card with the readiness (issue 27): the chance to pass, ready and what is missing. */
  @Get('learning')
  summary(@CurrentUser() user: RequestUser): Promise<LearningSummary> {
    return this.readiness.summary(user.id, this.def);
  }

  @Put('learning/settings')
  @HttpCode(200)
  settings(@CurrentUser() user: RequestUser, @Body() body: LearningSettingsDto): Promise<LearningSettings> {
    return this.learning.setSettings(user.id, this.def, body);
  }
}

/** One subclass per family, named `<Id>LearningController` (Nest and Swagger tell controllers apart by class). */
export function learningFamilyController(def: FamilyDefinition): Type<LearningFamilyController> {
  const name = `${def.id.charAt(0).toUpperCase()}${def.id.slice(1)}LearningController`;
  const cls = { [name]: class extends LearningFamilyController {} }[name];
  ApiTags(def.id)(cls);
  Controller(def.id)(cls);
  return cls;
}
