import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGymInfo } from '../../../lib/gym.ts';
import { useT } from '../../../lib/i18n.ts';

// The icon sits inside the <dt> (a <dl> group may hold only <dt> and <dd>), drawn in the gutter on the left.
function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="text-sm text-zinc-400">
        <span className="absolute top-0 left-0 flex size-11 items-center justify-center rounded-xl bg-white/10 text-orange-400">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 break-words font-semibold text-white">{children}</dd>
    </div>
  );
}

const linkClass = 'underline decoration-white/30 underline-offset-4 hover:decoration-white';

/** The gym's e-mail, hotline, postal address and opening hours, from its settings (decisions §7). */
export function ContactDetails() {
  const { data: gym, isPending, isError } = useGymInfo();
  const t = useT();

  if (isPending) return <Spinner label={t('Loading contact details')} className="text-zinc-300" />;
  if (isError || !gym)
    return <p className="text-zinc-300">{t('Contact details could not be loaded. Please try again later.')}</p>;

  return (
    <div className="grid gap-8">
      <dl className="grid gap-5">
        <Detail icon={<Mail aria-hidden="true" className="size-5" />} label={t('E-mail')}>
          <a href={`mailto:${gym.email}`} className={linkClass}>
            {gym.email}
          </a>
        </Detail>
        <Detail icon={<Phone aria-hidden="true" className="size-5" />} label={t('Hotline')}>
          <a href={`tel:${gym.hotline.replace(/[^\d+]/g, '')}`} className={linkClass}>
            {gym.hotline}
          </a>
        </Detail>
        <Detail icon={<MapPin aria-hidden="true" className="size-5" />} label={t('Address')}>
          <address className="not-italic">{gym.address}</address>
        </Detail>
      </dl>
      <div className="rounded-2xl border border-white/10 bg-white/[0.04] p-5">
        <h3 className="flex items-center gap-2 font-semibold text-white">
          <Clock aria-hidden="true" className="size-5 text-orange-400" />
          {t('Opening hours')}
        </h3>
        <dl className="mt-4 grid gap-2 text-sm">
          {gym.openingHours.map((row) => (
            <div key={row.days} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5">
              <dt className="text-zinc-300">{row.days}</dt>
              <dd className="font-semibold text-white tabular-nums">{row.hours}</dd>
            </div>
          ))}
        </dl>
      </div>
    </div>
  );
}
