import { Module } from '@nestjs/common';
import { AttemptEngine } from './attempt-engine';
import { AttemptStore } from './attempt-store';
import { TestTokenCodec } from './test-token';

/** The one attempt engine, for every admission's module to import. */
@Module({
  providers: [AttemptEngine, AttemptStore, TestTokenCodec],
  exports: [AttemptEngine, AttemptStore, TestTokenCodec],
})
export class AttemptsModule {}
