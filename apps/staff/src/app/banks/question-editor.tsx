import { Suspense, useId, useState } from 'react';
import {
  LANGUAGES,
  MAX_ANSWERS,
  MIN_ANSWERS,
  type BankQuestionInput,
  type BankFamilyId,
  type Language,
  type LocalizedText,
  type StaffBankCategory,
  type StaffBankQuestion,
} from '@portal/contracts';
import { fieldErrors } from '@portal/api-client';
import { pickLocalized, useTranslation } from '@portal/i18n';
import { Alert, Button, Flex, Modal, Spin, Tabs, Typography, useNotice } from '@portal/ui';
import { Checkbox } from '@portal/ui/extra';
import { Form, Input, Segmented } from '@portal/ui/forms';
import { Select } from '@portal/ui/select';
import { STAFF_NS } from '../../i18n';
import { useErrorTexts } from '../api-errors';
import { useSaveBankQuestionMutation, useUploadBankImageMutation } from './banks-api';
import { topicOptions } from './topic-options';

interface EditorValues {
  text: LocalizedText;
  answers: LocalizedText[];
  explanation: LocalizedText;
  correct: number[];
  weight: number;
  categories: string[];
  topic: string;
}

const EMPTY = Object.fromEntries(LANGUAGES.map((l) => [l, ''])) as LocalizedText;
const filled = (t: LocalizedText) => LANGUAGES.some((l) => t[l].trim() !== '');

/** The form's values from a question (or empty for a new one). */
function initialValues(q: StaffBankQuestion | null): EditorValues {
  return {
    text: q?.text ?? EMPTY,
    answers: q?.answers ?? [EMPTY, EMPTY, EMPTY],
    explanation: q?.explanation ?? EMPTY,
    correct: q?.correct ?? [],
    weight: q?.weight ?? 1,
    categories: q?.categories ?? [],
    topic: q?.topic ?? '',
  };
}

export interface QuestionEditorProps {
  open: boolean;
  family: BankFamilyId;
  question: StaffBankQuestion | null;
  categories: StaffBankCategory[];
  onClose: () => void;
}

/**
 * A question's editor: texts, answers and explanation per language (lt/ru/en tabs), the key, weight, categories,
 * topic and image (uploaded first, then named on the question). Field errors of the API show on their fields.
 */
export default function QuestionEditor({ open, family, question, categories, onClose }: QuestionEditorProps) {
  const { t, i18n } = useTranslation(STAFF_NS);
  const { fieldText, errorText } = useErrorTexts();
  const { message } = useNotice();
  const [form] = Form.useForm<EditorValues>();
  const [save, { isLoading }] = useSaveBankQuestionMutation();
  const [upload, { isLoading: uploading }] = useUploadBankImageMutation();
  // Mounted afresh for each question (the list gives it a new key), so the state starts from the props.
  const [initial] = useState(() => initialValues(question));
  const [count, setCount] = useState(initial.answers.length);
  const [image, setImage] = useState<{ file: string; url: string } | null>(
    question?.image && question.imageUrl ? { file: question.image, url: question.imageUrl } : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const fileId = useId();

  const onUpload = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    try {
      setImage(await upload({ family, file }).unwrap());
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const onFinish = async (values: EditorValues) => {
    setFailure(null);
    const answers = values.answers.slice(0, count);
    const body: BankQuestionInput = {
      categories: values.categories,
      ...(values.topic?.trim() ? { topic: values.topic.trim() } : {}),
      text: values.text,
      answers,
      correct: [...(values.correct ?? [])].filter((i) => i < count).sort((a, b) => a - b),
      weight: values.weight,
      image: image?.file ?? null,
      ...(filled(values.explanation) ? { explanation: values.explanation } : {}),
    };
    try {
      await save({ family, id: question?.id, body }).unwrap();
      void message.success(t('banks.saved'));
      onClose();
    } catch (error) {
      const errors = fieldErrors(error);
      if (!errors.length) {
        setFailure(errorText(error));
        return;
      }
      const names = new Set(['text', 'answers', 'explanation', 'correct', 'weight', 'categories', 'topic']);
      const onFields = errors.filter((e) => names.has(e.field.split('.')[0]));
      form.setFields(
        onFields.map((e) => ({
          name: e.field
            .split(/[.[\]]+/)
            .filter(Boolean)
            .map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
          errors: [fieldText(e)],
        })) as unknown as Parameters<typeof form.setFields>[0],
      );
      setFailure(errors.map((e) => `${e.field}: ${fieldText(e)}`).join('; '));
    }
  };

  const languageTab = (language: Language) => ({
    key: language,
    label: <span data-testid={`editor-tab-${language}`}>{t(`banks.languages.${language}`)}</span>,
    forceRender: true,
    children: (
      <>
        <Form.Item
          name={['text', language]}
          label={t('banks.questionText')}
          rules={[{ required: true, whitespace: true, message: t('banks.required') }]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} data-testid={`editor-text-${language}`} />
        </Form.Item>
        {Array.from({ length: count }, (_, i) => (
          <Form.Item
            key={i}
            name={['answers', i, language]}
            label={t('banks.answerN', { n: i + 1 })}
            rules={[{ required: true, whitespace: true, message: t('banks.required') }]}
          >
            <Input data-testid={`editor-answer-${i}-${language}`} />
          </Form.Item>
        ))}
        <Form.Item name={['explanation', language]} label={t('banks.explanation')}>
          <Input.TextArea
            autoSize={{ minRows: 1, maxRows: 4 }}
            data-testid={`editor-explanation-${language}`}
          />
        </Form.Item>
      </>
    ),
  });

  return (
    <Modal
      open={open}
      width={760}
      title={question ? t('banks.editTitle', { ref: question.ref }) : t('banks.newTitle')}
      onCancel={onClose}
      okText={t('banks.save')}
      cancelText={t('banks.cancel')}
      okButtonProps={{ loading: isLoading, ...({ 'data-testid': 'editor-save' } as Record<string, string>) }}
      onOk={() => form.submit()}
    >
      <Form<EditorValues>
        form={form}
        initialValues={initial}
        layout="vertical"
        onFinish={(v) => void onFinish(v)}
        data-testid="question-editor"
      >
        {failure && <Alert type="error" showIcon role="alert" title={failure} style={{ marginBottom: 12 }} />}
        <Flex gap={16} wrap>
          <Form.Item
            name="categories"
            label={t('banks.categories')}
            rules={[{ required: true, message: t('banks.required') }]}
            style={{ minWidth: 240 }}
          >
            <Select
              mode="multiple"
              data-testid="editor-categories"
              options={categories.map((c) => ({
                value: c.value,
                label: `${c.value} — ${pickLocalized(c.labels, i18n.language)}`,
              }))}
            />
          </Form.Item>
          <Form.Item name="weight" label={t('banks.weight')}>
            <Segmented options={[1, 2].map((w) => ({ value: w, label: String(w) }))} />
          </Form.Item>
          <Form.Item name="topic" label={t('banks.topic')}>
            <Select
              data-testid="editor-topic"
              style={{ minWidth: 220 }}
              options={topicOptions(family, question?.topic, t('banks.noTopic'), i18n.language)}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} align="center" style={{ marginBottom: 12 }}>
          <Typography.Text>{t('banks.answerCount')}</Typography.Text>
          <Segmented
            aria-label={t('banks.answerCount')}
            value={count}
            onChange={(n) => setCount(Number(n))}
            options={Array.from({ length: MAX_ANSWERS - MIN_ANSWERS + 1 }, (_, i) => i + MIN_ANSWERS)}
          />
        </Flex>
        <Form.Item
          name="correct"
          label={t('banks.correct')}
          // A validator, not `required`: antd would put aria-required on the group's div, which axe refuses.
          rules={[
            {
              validator: (_, v: number[] | undefined) =>
                v?.length ? Promise.resolve() : Promise.reject(new Error(t('banks.pickCorrect'))),
            },
          ]}
        >
          <Checkbox.Group
            data-testid="editor-correct"
            options={Array.from({ length: count }, (_, i) => ({
              value: i,
              label: t('banks.answerN', { n: i + 1 }),
            }))}
          />
        </Form.Item>
        <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
          <label htmlFor={fileId}>{t('banks.image')}</label>
          <input
            id={fileId}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            data-testid="editor-image"
            onChange={(e) => void onUpload(e.target.files?.[0])}
          />
          {uploading && <Spin size="small" />}
          {image && (
            <>
              <img src={image.url} alt={image.file} style={{ maxHeight: 60 }} />
              <Button size="small" onClick={() => setImage(null)}>
                {t('banks.removeImage')}
              </Button>
            </>
          )}
        </Flex>
        <Suspense fallback={<Spin />}>
          <Tabs items={LANGUAGES.map(languageTab)} />
        </Suspense>
      </Form>
    </Modal>
  );
}
