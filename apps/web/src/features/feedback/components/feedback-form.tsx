import {
  FEEDBACK_MESSAGE_MAX,
  FEEDBACK_MESSAGES,
  FEEDBACK_RATINGS,
  type FeedbackRequest,
  feedbackRequestSchema,
  type Role,
} from '@gym/contract';
import { Info, LogIn } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { Form, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth.ts';
import { t, useT } from '../../../lib/i18n.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { richText } from '../../../lib/rich-text.tsx';
import { useCan } from '../../../lib/use-can.ts';
import { useSubmitFeedback } from '../api/submit-feedback.ts';

const EMPTY: FeedbackRequest = { message: '', rating: '' };
/** '5 – Excellent', in the page's language. */
const ratingOptions = () =>
  FEEDBACK_RATINGS.map((r) => ({ value: String(r.value), label: `${r.value} – ${t(r.label)}` }));

/**
 * The /feedback form. Everyone sees it; only members can send it (decisions §4), so a visitor who submits is
 * asked to log in, and staff, trainers and the admin get a note instead of a form they could not use.
 */
export function FeedbackForm() {
  const { user } = useAuth();
  const can = useCan();
  // A visitor sees the form too, and is asked to log in when sending it.
  if (user && !can('feedback.create')) return <MembersOnlyNote role={user.role} />;
  return <FeedbackFields signedIn={user !== null} />;
}

function FeedbackFields({ signedIn }: { signedIn: boolean }) {
  const form = useZodForm(feedbackRequestSchema, { defaultValues: EMPTY });
  const submit = useSubmitFeedback();
  const [loginNeeded, setLoginNeeded] = useState(false);
  const [sent, setSent] = useState(false);
  const pending = submit.isPending;
  useT();

  /** Spec §2: a logged-out visitor gets 'Please log in to submit feedback.', whatever the form holds. */
  const askToLogIn = () => {
    setLoginNeeded(true);
    toast.error(FEEDBACK_MESSAGES.loginToSubmit, { id: 'feedback-login' });
  };

  return (
    <Form
      form={form}
      aria-label={t('Feedback')}
      onSubmit={async (values) => {
        setSent(false);
        if (!signedIn) return askToLogIn();
        await submit.mutateAsync(values);
        toast.success(FEEDBACK_MESSAGES.submitted);
        form.reset(EMPTY);
        setSent(true);
      }}
      onInvalid={() => {
        setSent(false);
        if (!signedIn) askToLogIn();
      }}
      onSubmitError={(error) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE))}
    >
      <fieldset disabled={pending} className="grid gap-5">
        <FormTextarea
          name="message"
          label={t('Message')}
          rows={6}
          maxLength={FEEDBACK_MESSAGE_MAX}
          placeholder={t('What did you enjoy? What could we do better?')}
        />
        <FormSelect name="rating" label={t('Rating')} options={ratingOptions()} placeholder={t('Choose a rating')} />

        {loginNeeded && !signedIn && (
          <Alert
            tone="error"
            action={
              <Link
                to={paths.login}
                state={{ from: paths.feedback }}
                className={buttonClasses({ variant: 'secondary', size: 'sm' })}
              >
                <LogIn aria-hidden="true" className="size-4" />
                {t('Log in')}
              </Link>
            }
          >
            {t(FEEDBACK_MESSAGES.loginToSubmit)}
          </Alert>
        )}

        {sent && (
          <Alert tone="success">
            {richText('Thank you! You can find it under {link}.', {
              link: (
                <TextLink to={paths.member.feedbacks} className="text-emerald-950">
                  {t('My feedback')}
                </TextLink>
              ),
            })}
          </Alert>
        )}

        <div>
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {pending ? t('Submitting...') : t('Submit feedback')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}

function MembersOnlyNote({ role }: { role: Role }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-start gap-3 text-zinc-700">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-zinc-500" />
        {t("Feedback is for members. Staff, trainers and administrators read members' feedback in their dashboards.")}
      </p>
      <Link to={paths.dashboard(role)} className={buttonClasses({ variant: 'outline', className: 'self-start' })}>
        {t('Go to your dashboard')}
      </Link>
    </div>
  );
}
