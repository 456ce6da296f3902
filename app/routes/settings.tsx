import { PRODUCT_NAME, SETTINGS } from '@common/constants';
import { PersonalFillersCard } from '../features/personal-fillers/public';
import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { AccountCard } from '../features/settings/components/account-card';
import { AppSettingsCard } from '../features/settings/components/app-settings-card';
import { FaqCard } from '../features/settings/components/faq-card';
import { ProfileCard } from '../features/settings/components/profile-card';
import { SupportCard } from '../features/settings/components/support-card';
import { UpgradeCard } from '../features/settings/components/upgrade-card';
import { useSupportMail } from '../features/settings/hooks/use-support-mail';

/** Settings (spec 2), in the spec's order. */
export function SettingsRoute() {
  const user = useCurrentUser();
  const supportEmail = useSupportMail().address;
  if (!user) return null;

  return (
    <div className="space-y-4">
      <h1 className="px-1 text-2xl font-bold tracking-tight">Settings</h1>
      <AccountCard user={user} supportEmail={supportEmail} />
      <UpgradeCard user={user} />
      <SupportCard />
      <ProfileCard user={user} />
      <PersonalFillersCard />
      <AppSettingsCard />
      <FaqCard />
      <footer className="pt-4 pb-2 text-center text-xs text-muted-foreground">
        <p>Version {SETTINGS.version}</p>
        <p className="mt-1">
          © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
        </p>
      </footer>
    </div>
  );
}
