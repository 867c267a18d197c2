import {
  CONTACT_CITY_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_NAME_MAX,
  type ContactFormValues,
  contactFormSchema,
  firstContactError,
} from '@gym/contract';
import { Send } from 'lucide-react';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormInput, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { PhoneField } from '../../../components/ui/phone-field.tsx';
import { messageOf } from '../../../lib/api-client.ts';
import { useGymCountry } from '../../../lib/gym-country.ts';
import { currentLanguage, useT } from '../../../lib/i18n.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { useSendContactMessage } from '../api/send-contact-message.ts';

const EMPTY: ContactFormValues = { name: '', email: '', city: '', phone: '', message: '' };
/** One error notice at a time: a second try replaces the first instead of stacking up. */
const ERROR_TOAST_ID = 'contact-form-error';

/**
 * The landing page's contact form. Rules are checked in the spec's order; the first broken one is the error
 * notice, and every broken field shows its own message. A sent message clears the whole form.
 */
export function ContactForm() {
  // The form's schema requires all five fields; the API also takes older clients' messages without city and phone.
  // The phone is read in the gym's country. This form loads only near the viewport, and with it the phone rule.
  const country = useGymCountry();
  const schema = useMemo(() => contactFormSchema(country), [country]);
  const form = useZodForm(schema, { defaultValues: EMPTY });
  const send = useSendContactMessage();
  const pending = send.isPending;
  const t = useT();

  return (
    <Form
      form={form}
      aria-label={t('Contact us')}
      onSubmit={async (values) => {
        await send.mutateAsync(values);
        toast.dismiss(ERROR_TOAST_ID);
        toast.success(CONTACT_MESSAGES.sent);
        form.reset(EMPTY);
      }}
      onSubmitError={(error) => toast.error(messageOf(error, GENERIC_ERROR_MESSAGE), { id: ERROR_TOAST_ID })}
      onInvalid={(errors) => {
        const messages = Object.fromEntries(
          Object.entries(errors).map(([field, error]) => [field, error?.message as string | undefined]),
        );
        const first = firstContactError(messages);
        if (first) toast.error(first.message, { id: ERROR_TOAST_ID });
      }}
    >
      <fieldset disabled={pending} className="grid gap-5 sm:grid-cols-2">
        <FormInput name="name" label={t('Name')} autoComplete="name" maxLength={CONTACT_NAME_MAX} />
        <FormInput
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
        />
        <FormInput name="city" label={t('City')} autoComplete="address-level2" maxLength={CONTACT_CITY_MAX} />
        <PhoneField country={country} />
        <FormTextarea
          name="message"
          label={t('Message')}
          rows={5}
          maxLength={CONTACT_MESSAGE_MAX}
          hint={t('Up to {max} characters.', {
            max: CONTACT_MESSAGE_MAX.toLocaleString(currentLanguage() === 'en' ? 'en-US' : currentLanguage()),
          })}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" isLoading={pending} className="w-full sm:w-auto">
            {!pending && <Send aria-hidden="true" className="size-5" />}
            {pending ? t('Sending...') : t('Send message')}
          </Button>
        </div>
      </fieldset>
    </Form>
  );
}
