import '@mantine/dates/styles.css';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Input,
  Modal,
  Radio,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import type { FormErrors } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { NOTICE_AUDIENCE_KEY, NOTICE_AUDIENCES, textProblem } from '../../../../domain/notices/notice-rules';
import type { NoticeAdminRow } from '../../../../domain/notices/notices';
import { useRequestKey } from '../../../api/request-key';
import { revealFirstError } from '../../../components/reveal-first-error';
import { FailureAlert, useSaveAndClose } from '../../../components/save-and-close';
import { useCreateNotice, useUpdateNotice } from '../api/admin-notices';
import { noticeFormValues, noticeRequestOf, publishAtProblem } from './notice-form';
import type { NoticeFormValues } from './notice-form';

type Intent = 'draft' | 'publish';

/**
 * Write or edit a notice (a draft or a scheduled one): who it is for, its English and Chinese text
 * (one language complete is enough), "also send by email", and when it goes out. Saved as a draft,
 * or published now or at the chosen time. A refusal keeps the dialog open with the server's message.
 */
export function NoticeFormModal({ notice, onClose }: { notice: NoticeAdminRow | null; onClose: () => void }) {
  const { t } = useTranslation('notices');
  const create = useCreateNotice();
  const update = useUpdateNotice();
  const [requestKey] = useRequestKey();
  const { failure, saveAndClose } = useSaveAndClose(onClose);
  const form = useForm<NoticeFormValues>({
    initialValues: noticeFormValues(notice),
    validate: (values) => {
      const errors: FormErrors = {};
      const problem = textProblem(values);
      if (problem) errors[problem.field] = t(`form.problems.${problem.key.split('.').at(-1)}`);
      const when = publishAtProblem(values, new Date());
      if (when) errors.publishAt = t(when);
      return errors;
    },
  });
  const saving = create.isPending || update.isPending;
  const later = form.values.when === 'later';

  const send = (intent: Intent) => {
    const checked = form.validate();
    if (checked.hasErrors) {
      revealFirstError(checked.errors);
      return;
    }
    const body = noticeRequestOf(form.values, intent);
    void saveAndClose(async () => {
      const saved = notice
        ? await update.mutateAsync({ id: notice.id, ...body })
        : await create.mutateAsync({ ...body, requestKey });
      return t(`form.done.${saved.status}`);
    });
  };

  const language = (suffix: 'En' | 'Zh', legend: string) => (
    <Fieldset legend={legend} radius="md">
      <Stack gap="xs">
        <TextInput
          label={t('form.title')}
          maxLength={200}
          {...form.getInputProps(`title${suffix}`)}
          data-testid={`notice-title-${suffix.toLowerCase()}`}
        />
        <Textarea
          label={t('form.body')}
          autosize
          minRows={4}
          maxRows={12}
          maxLength={10_000}
          {...form.getInputProps(`body${suffix}`)}
          data-testid={`notice-body-${suffix.toLowerCase()}`}
        />
      </Stack>
    </Fieldset>
  );

  return (
    <Modal opened onClose={onClose} title={t(notice ? 'form.editTitle' : 'form.newTitle')} size="xl" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send('publish');
        }}
      >
        <Stack gap="sm">
          <FailureAlert failure={failure} />
          <Input.Wrapper label={t('form.audience')}>
            <SegmentedControl
              fullWidth
              data={NOTICE_AUDIENCES.map((a) => ({ value: String(a), label: t(NOTICE_AUDIENCE_KEY[a]) }))}
              {...form.getInputProps('audience')}
              data-testid="notice-audience"
            />
          </Input.Wrapper>
          <Text size="sm" c="dimmed">
            {t('form.languagesHint')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {language('En', t('form.english'))}
            {language('Zh', t('form.chinese'))}
          </SimpleGrid>
          <Checkbox
            label={t('form.sendEmail')}
            description={t('form.sendEmailHint')}
            {...form.getInputProps('sendEmail', { type: 'checkbox' })}
            data-testid="notice-send-email"
          />
          <Radio.Group label={t('form.when')} {...form.getInputProps('when')}>
            <Group gap="md" mt={4}>
              <Radio value="now" label={t('form.now')} />
              <Radio value="later" label={t('form.later')} />
            </Group>
          </Radio.Group>
          {later && (
            <DateTimePicker
              label={t('form.publishAt')}
              valueFormat="YYYY-MM-DD HH:mm"
              minDate={new Date()}
              clearable
              {...form.getInputProps('publishAt')}
              data-testid="notice-publish-at"
            />
          )}
          <Group justify="flex-end" mt="xs" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              variant="light"
              loading={saving}
              onClick={() => send('draft')}
              data-testid="notice-save-draft"
            >
              {t('form.saveDraft')}
            </Button>
            <Button type="submit" loading={saving} data-testid="notice-publish">
              {t(later ? 'form.schedule' : 'form.publishNow')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
