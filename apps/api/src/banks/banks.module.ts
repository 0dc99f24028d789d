import { Module } from '@nestjs/common';
import { ExamModule } from '../exam/exam.module';
import { BankCategoriesService } from './bank-categories.service';
import { BankQuestionsService } from './bank-questions.service';
import { BankTransferService } from './bank-transfer.service';
import { BankWrites } from './bank-writes';
import { BankListController } from './bank-list.controller';
import { BanksController } from './banks.controller';
import { ImageStore } from './image-store';

/** Staff's question banks: questions, categories, images, import and export (issue 12). */
@Module({
  imports: [ExamModule],
  controllers: [BankListController, BanksController],
  providers: [BankQuestionsService, BankCategoriesService, BankTransferService, BankWrites, ImageStore],
})
export class BanksModule {}
