/**
 * `/m/feedback` (spec sections 2 and 5, issue 13 item 6): what the feedback is about and the text,
 * at most 140 characters, validated by the schema the BFF takes (`FeedbackInputSchema`) and sent
 * with `PUT /wps/feedback` through member.feedback. A counter shows the characters used; an
 * over-long text is refused with the spec's limit text, never cut (the player loses nothing).
 * Sent, the player is thanked and the form starts again.
 */
import { FeedbackInputSchema, type FeedbackInput } from '@app/contracts';
import { FEEDBACK_TOPICS, LIMITS } from '@app/contracts/values';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Button } from '../../components/ui/button.tsx';
import {
  Form,
  FormError,
  FormField,
  useSubmitError,
  useZodForm,
} from '../../components/ui/form.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import './member.css';

type FormInput = z.input<typeof FeedbackInputSchema>;
const FIELDS = ['topic', 'content'] as const;

export function FeedbackScreen() {
  const { t } = useTranslation(['member', 'routes', 'errors', 'validation']);
  const trpc = useTRPC();
  const form = useZodForm<FormInput, FeedbackInput>(FeedbackInputSchema, {
    defaultValues: { topic: 'other', content: '' },
  });
  const refused = useSubmitError(form, FIELDS);
  const used = form.watch('content').length;
  const send = useMutation(
    trpc.member.feedback.mutationOptions({
      meta: { silent: true },
      onSuccess: () => {
        showToast(t('feedback.sent'));
        form.reset();
      },
      onError: refused.show,
    }),
  );

  return (
    <main className="member-page">
      <h1 className="visually-hidden">{t('routes:titles.feedback')}</h1>
      <p className="member-page__intro">{t('feedback.intro')}</p>
      <Form
        form={form}
        refused={refused}
        className="member-form"
        onSubmit={(input) => send.mutate(input)}
      >
        <fieldset className="member-form__choices">
          <legend>{t('feedback.topic')}</legend>
          {FEEDBACK_TOPICS.map((topic) => (
            <label key={topic} className="member-form__choice">
              <input type="radio" value={topic} {...form.register('topic')} />
              <span>{t(`feedback.topics.${topic}`)}</span>
            </label>
          ))}
        </fieldset>
        <FormField<FormInput>
          name="content"
          id="feedback-content"
          label={t('feedback.content', { max: LIMITS.feedbackMaxLength })}
        >
          {(control) => <textarea {...control} rows={5} />}
        </FormField>
        {/* Seen, not read out on every key: the label says the limit, the error says it again. */}
        <p
          className={
            used > LIMITS.feedbackMaxLength
              ? 'member-form__count member-form__count--over'
              : 'member-form__count'
          }
          aria-hidden="true"
        >
          {t('feedback.count', { count: used, max: LIMITS.feedbackMaxLength })}
        </p>
        <FormError error={refused.error} className="member-form__error" />
        <Button type="submit" busy={send.isPending}>
          {t('feedback.send')}
        </Button>
      </Form>
    </main>
  );
}
