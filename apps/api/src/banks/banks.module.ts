import { Module } from '@nestjs/common';
import { BankCategoriesService } from './bank-categories.service';
import { BankQuestionsService } from './bank-questions.service';
import { BankTransferService } from './bank-transfer.service';
import { BanksController } from './banks.controller';
import { ImageStore } from './image-store';

/** Staff's question banks: questions, categories, images, import and export (issue 12). */
@Module({
  controllers: [BanksController],
  providers: [BankQuestionsService, BankCategoriesService, BankTransferService, ImageStore],
})
export class BanksModule {}
