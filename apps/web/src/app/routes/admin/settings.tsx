import { PageHeader } from '../../../components/layout/page-header.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useGymSettings } from '../../../features/settings/api/get-gym-settings.ts';
import { GymData } from '../../../features/settings/components/gym-data.tsx';
import { SessionsOutsideHours } from '../../../features/settings/components/sessions-outside-hours.tsx';
import { SettingsForm } from '../../../features/settings/components/settings-form.tsx';
import { t, useT } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

/** The gym's settings (admin; decisions §7): identity, hours, zone, currency, language, logo and links. */
export default function AdminSettingsRoute() {
  useT();
  usePageTitle(t('Settings'));
  const gym = useGymSettings();
  return (
    <>
      <PageHeader
        title={t('Settings')}
        description={t("The gym's details, hours and region. Changes show everywhere at once, on every device.")}
      />
      <div className="grid gap-6">
        {gym.data ? (
          <SettingsForm gym={gym.data} />
        ) : gym.isError ? (
          <p role="alert" className="text-red-700">
            {t('The settings could not be loaded. Reload the page to try again.')}
          </p>
        ) : (
          <Spinner label={t('Loading settings')} />
        )}
        <SessionsOutsideHours />
        <GymData />
      </div>
    </>
  );
}
