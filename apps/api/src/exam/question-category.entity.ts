import { Entity, Index, PrimaryColumn } from 'typeorm';

/** Which categories a question belongs to (a question may serve several). */
@Entity('question_categories')
@Index('ix_question_categories_category', ['categoryId'])
export class QuestionCategoryEntity {
  @PrimaryColumn({ name: 'question_id', type: 'int' })
  questionId!: number;

  @PrimaryColumn({ name: 'category_id', type: 'int' })
  categoryId!: number;
}
