import { Send } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { messageOf } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/messages.ts';
import { notify } from '../../../lib/toasts.tsx';
import { subscribeNewsletter } from '../api/subscribe-newsletter.ts';

/** Footer signup: the spec shows no validation beyond an e-mail input, so the browser's own check is enough. */
export function NewsletterForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const t = useT();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSending(true);
    subscribeNewsletter({ email: email.trim() })
      .then(({ message }) => {
        notify.success(message);
        setEmail('');
      })
      .catch((error: unknown) => notify.error(messageOf(error, GENERIC_ERROR_MESSAGE)))
      .finally(() => setSending(false));
  };

  return (
    <form onSubmit={onSubmit} className="grid grid-cols-1 gap-2">
      <label htmlFor={id} className="text-sm text-zinc-300">
        {t('Your e-mail address')}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('you@example.com')}
          className="h-11 w-0 min-w-0 flex-1 rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-base text-white placeholder:text-zinc-400 focus-visible:border-accent sm:text-sm"
        />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-lg bg-accent px-4 text-sm font-semibold text-white transition-colors hover:bg-accent-hover disabled:opacity-60"
        >
          <Send aria-hidden="true" className="size-4" />
          {t('Submit')}
        </button>
      </div>
    </form>
  );
}
