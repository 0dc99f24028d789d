import { Module } from '@nestjs/common';
import { TokensModule } from '../auth/tokens.module';
import { AttemptEngine } from './attempt-engine';
import { AttemptStore } from './attempt-store';
import { TestTokenCodec } from './test-token';

/** The one attempt engine, for every admission's module to import. */
@Module({
  imports: [TokensModule],
  providers: [AttemptEngine, AttemptStore, TestTokenCodec],
  exports: [AttemptEngine, AttemptStore, TestTokenCodec],
})
export class AttemptsModule {}
