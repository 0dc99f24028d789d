import { Body, Controller, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiTags } from '@nestjs/swagger';
import {
  type BankImageUpload,
  type BankImportReport,
  type BankFamilyId,
  type Page,
  type StaffBankCategory,
  type StaffBankQuestion,
} from '@portal/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuditService } from '../audit/audit.service';
import { FieldValidationError } from '../common/api-error';
import { IdParamPipe } from '../common/api-validation.pipe';
import { CurrentUser, type RequestUser } from '../common/current-user.decorator';
import { Roles } from '../common/roles.decorator';
import { BankCategoriesService } from './bank-categories.service';
import { BANK_FORMAT_FILES } from './bank-schemas';
import { BankQuestionsService } from './bank-questions.service';
import { BankTransferService } from './bank-transfer.service';
import {
  BankCategoryDto,
  BankExportQueryDto,
  BankImportDto,
  BankQuestionDto,
  BankQuestionsQueryDto,
  SetRetiredDto,
} from './banks.dto';
import { FamilyParamPipe } from './family-param.pipe';
import { IMAGE_PROBLEM_TEXT, ImageStore, imageProblem } from './image-store';
import { readUploadedImage } from './uploaded-image';

/** Question banks per family (docs/api.md "Question banks"): staff only, every change audited. */
@ApiTags('staff banks')
@ApiBearerAuth()
@Roles('staff')
@Controller('staff/banks/:family')
export class BanksController {
  constructor(
    private readonly questions: BankQuestionsService,
    private readonly categories: BankCategoriesService,
    private readonly transfer: BankTransferService,
    private readonly images: ImageStore,
    private readonly audit: AuditService,
  ) {}

  @Get('questions')
  list(
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Query() query: BankQuestionsQueryDto,
  ): Promise<Page<StaffBankQuestion>> {
    return this.questions.list(family, query);
  }

  @Get('questions/:id')
  get(
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Param('id', IdParamPipe) id: number,
  ): Promise<StaffBankQuestion> {
    return this.questions.get(family, id);
  }

  @Post('questions')
  create(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Body() body: BankQuestionDto,
  ): Promise<StaffBankQuestion> {
    return this.questions.create(user, family, body);
  }

  @Put('questions/:id')
  update(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Param('id', IdParamPipe) id: number,
    @Body() body: BankQuestionDto,
  ): Promise<StaffBankQuestion> {
    return this.questions.update(user, family, id, body);
  }

  @Post('questions/:id/retired')
  @HttpCode(200)
  setRetired(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Param('id', IdParamPipe) id: number,
    @Body() body: SetRetiredDto,
  ): Promise<StaffBankQuestion> {
    return this.questions.setRetired(user, family, id, body.retired);
  }

  @Get('categories')
  listCategories(@Param('family', FamilyParamPipe) family: BankFamilyId): Promise<StaffBankCategory[]> {
    return this.categories.list(family);
  }

  @Post('categories')
  createCategory(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Body() body: BankCategoryDto,
  ): Promise<StaffBankCategory> {
    return this.categories.create(user, family, body);
  }

  @Put('categories/:id')
  updateCategory(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Param('id', IdParamPipe) id: number,
    @Body() body: BankCategoryDto,
  ): Promise<StaffBankCategory> {
    return this.categories.update(user, family, id, body);
  }

  /** A question image (multipart field `file`): PNG, JPEG, GIF or WebP by its bytes, at most 2 MB. */
  @Post('images')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } } } })
  async uploadImage(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Req() req: FastifyRequest,
  ): Promise<BankImageUpload> {
    const file = await readUploadedImage(req);
    if (!file) throw FieldValidationError.of('file', 'required', 'file: choose an image to upload');
    const problem = imageProblem(file.buffer);
    if (problem) throw FieldValidationError.of('file', 'format', `file: ${IMAGE_PROBLEM_TEXT[problem]}`);
    const name = await this.images.save(family, file.buffer, file.originalname);
    await this.audit.record(user, {
      action: 'bank.image.upload',
      target: `image:${family}/${name}`,
      after: { file: name, bytes: file.size },
    });
    return { file: name, url: this.images.url(family, name) };
  }

  @Post('import')
  @HttpCode(200)
  import(
    @CurrentUser() user: RequestUser,
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Body() body: BankImportDto,
  ): Promise<BankImportReport> {
    return this.transfer.import(user, family, body.format, body.content, body.dryRun ?? false, {
      category: body.category,
      topic: body.topic,
    });
  }

  @Get('export')
  async export(
    @Param('family', FamilyParamPipe) family: BankFamilyId,
    @Query() query: BankExportQueryDto,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<string> {
    const file = BANK_FORMAT_FILES[query.format];
    void res
      .header('Content-Type', `${file.type}; charset=utf-8`)
      .header('Content-Disposition', `attachment; filename="${family}-bank.${file.ext}"`);
    return this.transfer.export(family, query.format);
  }
}
