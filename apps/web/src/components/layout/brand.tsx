import { Activity } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { cx } from '../../lib/cx.ts';
import { useGymInfo, useGymName } from '../../lib/gym.ts';

/** The gym's name as the home link, with its logo (a setting) or a small mark in the accent colour. */
export function Brand({ inverse = false, onClick }: { inverse?: boolean; onClick?: () => void }) {
  const name = useGymName();
  const logo = useGymInfo().data?.logoUrl;
  return (
    <Link
      to={paths.home}
      onClick={onClick}
      className={cx(
        'flex items-center gap-2 text-lg font-extrabold tracking-tight',
        inverse ? 'text-white' : 'text-zinc-950',
      )}
    >
      {logo ? (
        <img src={logo} alt="" className="size-8 rounded-lg object-contain" />
      ) : (
        <span className="flex size-8 items-center justify-center rounded-lg bg-accent text-white">
          <Activity aria-hidden="true" className="size-5" strokeWidth={2.5} />
        </span>
      )}
      {name}
    </Link>
  );
}
