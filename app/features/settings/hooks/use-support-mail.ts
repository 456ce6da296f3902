import { toast } from '@app/lib/toast';
import { useAuthConfig } from '@app/features/auth/public';
import { mailtoUrl, openMailClient } from '../lib/mail-link';

/** Fallback until /api/auth-config answers (the server's default SUPPORT_EMAIL). */
const DEFAULT_SUPPORT_EMAIL = 'support@podium.local';

/**
 * Writes to the support address in the person's mail program; without one,
 * a toast gives the address (spec 8, Settings) with a button to copy it.
 */
export function useSupportMail() {
  const address = useAuthConfig().data?.supportEmail ?? DEFAULT_SUPPORT_EMAIL;
  const write = (subject: string, body?: string) =>
    openMailClient(mailtoUrl(address, subject, body), () =>
      toast({
        title: 'No email app found',
        description: `Write to us at ${address}.`,
        duration: 10_000,
        actions: [
          {
            label: 'Copy address',
            altText: `The address is ${address}`,
            onClick: () => void navigator.clipboard?.writeText(address).catch(() => undefined),
          },
        ],
      }),
    );
  return { address, write };
}
