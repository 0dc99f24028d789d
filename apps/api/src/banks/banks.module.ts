import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionEntity } from '../exam/question.entity';
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
  imports: [
    // Also the exam module's question tables, read here through repositories of their own: a known cross-module
    // read, listed in app/layers.spec.ts (to move behind the question bank's store).
    TypeOrmModule.forFeature([CategoryEntity, QuestionEntity]),
    ExamModule,
  ],
  controllers: [BankListController, BanksController],
  providers: [BankQuestionsService, BankCategoriesService, BankTransferService, BankWrites, ImageStore],
})
export class BanksModule {}
