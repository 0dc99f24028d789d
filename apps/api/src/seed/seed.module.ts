import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountEntity } from '../accounts/account.entity';
import { AccountsModule } from '../accounts/accounts.module';
import { EnrollmentEntity } from '../enrollment/enrollment.entity';
import { CategoryEntity } from '../exam/category.entity';
import { QuestionCategoryEntity } from '../exam/question-category.entity';
import { QuestionEntity } from '../exam/question.entity';
import { SeedService } from './seed.service';

/**
 * Sample accounts and banks. The seed sits with the composition root (a tool over the whole schema, like the
 * backups' restore), so it fills other modules' tables directly.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AccountEntity,
      EnrollmentEntity,
      CategoryEntity,
      QuestionEntity,
      QuestionCategoryEntity,
    ]),
    AccountsModule,
  ],
  providers: [SeedService],
  exports: [SeedService],
})
export class SeedModule {}
