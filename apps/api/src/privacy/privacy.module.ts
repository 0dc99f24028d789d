import { Module } from '@nestjs/common';
import { MyDataController, StaffErasureController } from './privacy.controller';
import { PrivacyService } from './privacy.service';

@Module({
  controllers: [MyDataController, StaffErasureController],
  providers: [PrivacyService],
  exports: [PrivacyService],
})
export class PrivacyModule {}
