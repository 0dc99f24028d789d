import { useState } from 'react';
import type { ExamFamilyId, StaffLearnerQuestion } from '@portal/contracts';
import { useTranslation } from '@portal/i18n';
import { Alert, Button, Card, Flex, Spin, Tag, Typography, useNotice } from '@portal/ui';
import { Empty, ReloadOutlined } from '@portal/ui/extra';
import { Form, Input, Segmented } from '@portal/ui/forms';
import { STAFF_NS } from '../i18n';
import { useErrorTexts, useFormApiErrors } from './api-errors';
import { FamilyFilter, useOfferedFamilies } from './filters';
import { shortDateTime } from './logic';
import { ListPager } from './list-pager';
import { useReplyToQuestionMutation, useStaffQuestionsQuery } from './staff-api';
import { usePaging } from './use-paging';

const REPLY_FIELDS = ['text'] as const;

/** One learner's question: the test question, the learner's text, the reply so far and the reply form. */
function QuestionCard({ question }: { question: StaffLearnerQuestion }) {
  const { t } = useTranslation(STAFF_NS);
  const { familyLabel } = useOfferedFamilies();
  const { message } = useNotice();
  const [form] = Form.useForm<{ text: string }>();
  const [reply, { isLoading }] = useReplyToQuestionMutation();
  const showErrors = useFormApiErrors(form, REPLY_FIELDS);
  const [failure, setFailure] = useState<string | null>(null);

  const onFinish = async ({ text }: { text: string }) => {
    setFailure(null);
    try {
      await reply({ id: question.id, text }).unwrap();
      void message.success(t('questions.sent'));
      form.resetFields();
    } catch (error) {
      setFailure(showErrors(error));
    }
  };

  return (
    <Card
      size="small"
      data-testid="question-card"
      data-question-id={question.id}
      title={
        <Flex gap={8} align="center" wrap>
          <Tag>{familyLabel(question.family)}</Tag>
          <Typography.Text strong data-testid="question-learner">
            {question.accountName}
          </Typography.Text>
          <Typography.Text type="secondary">
            {t('questions.asked', { date: shortDateTime(question.createdAt) })}
          </Typography.Text>
        </Flex>
      }
    >
      <Typography.Text type="secondary">{t('questions.question')}</Typography.Text>
      <Typography.Paragraph data-testid="question-text">{question.questionText}</Typography.Paragraph>
      <Typography.Text type="secondary">{t('questions.learnerText')}</Typography.Text>
      <Typography.Paragraph strong data-testid="question-learner-text" style={{ whiteSpace: 'pre-wrap' }}>
        {question.text}
      </Typography.Paragraph>
      {question.reply !== null && (
        <>
          <Typography.Text type="secondary">
            {t('questions.currentReply')}
            {question.repliedAt ? ` (${shortDateTime(question.repliedAt)})` : ''}
          </Typography.Text>
          <Typography.Paragraph data-testid="question-reply" style={{ whiteSpace: 'pre-wrap' }}>
            {question.reply}
          </Typography.Paragraph>
        </>
      )}
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 8 }} />}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ text: question.reply ?? '' }}
        requiredMark={false}
      >
        <Form.Item
          label={t('questions.reply')}
          name="text"
          rules={[{ required: true, message: t('required') }]}
          style={{ marginBottom: 8 }}
        >
          <Input.TextArea rows={3} maxLength={4000} data-testid="reply-text" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} data-testid="reply-send">
          {question.reply === null ? t('questions.send') : t('questions.edit')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * Learners' questions (GET /api/staff/questions?family=&answered=): unanswered first; a reply (POST .../reply)
 * moves the question to the answered list, where replying again edits the reply.
 */
export function QuestionsTab() {
  const { t } = useTranslation(STAFF_NS);
  const { errorText } = useErrorTexts();
  const [family, setFamily] = useState<ExamFamilyId | ''>('');
  const [answered, setAnswered] = useState(false);
  const paging = usePaging(20);
  const {
    data: page,
    error,
    isFetching,
    refetch,
  } = useStaffQuestionsQuery({
    ...(family ? { family } : {}),
    answered,
    ...paging.query,
  });
  const data = page?.items;

  return (
    <div data-testid="questions">
      <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
        <FamilyFilter
          value={family}
          onChange={(value) => {
            setFamily(value);
            paging.reset();
          }}
          testId="questions-family"
        />
        <Segmented<'false' | 'true'>
          data-testid="questions-answered"
          value={answered ? 'true' : 'false'}
          onChange={(value) => {
            setAnswered(value === 'true');
            paging.reset();
          }}
          options={[
            { value: 'false', label: <span data-testid="show-unanswered">{t('questions.unanswered')}</span> },
            { value: 'true', label: <span data-testid="show-answered">{t('questions.answered')}</span> },
          ]}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void refetch()} loading={isFetching}>
          {t('filters.reload')}
        </Button>
      </Flex>
      {error ? <Alert type="error" showIcon title={errorText(error)} role="alert" /> : null}
      <Spin spinning={isFetching}>
        {data && data.length === 0 ? (
          <Empty description={t('questions.empty')} />
        ) : (
          <Flex vertical gap={12}>
            {(data ?? []).map((q) => (
              <QuestionCard key={`${q.id}:${q.repliedAt ?? ''}`} question={q} />
            ))}
          </Flex>
        )}
      </Spin>
      <ListPager paging={paging} total={page?.total} />
    </div>
  );
}
