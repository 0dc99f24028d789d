import { Module } from '@nestjs/common';
import { TokenService } from './token.service';

/** Access tokens (sign and verify) for the guards and every module that hands out or ends a session. */
@Module({
  providers: [TokenService],
  exports: [TokenService],
})
export class TokensModule {}
