import { useNavigate } from 'react-router';
import { LogOut } from 'lucide-react';
import { SETTINGS } from '@common/constants';
import { Button } from '@app/components/ui/button';
import { toast } from '@app/lib/toast';
import { useTimeouts } from '@app/lib/use-timeouts';
import { useSignOut } from '../api/sign-out';

/** Sign Out: clears the session and local data, then goes to / after 1 s (spec 4). */
export function SignOutButton() {
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { schedule } = useTimeouts();

  return (
    <Button
      variant="danger"
      className="w-full"
      disabled={signOut.isPending}
      onClick={() =>
        signOut.mutate(undefined, {
          onSuccess: () => {
            toast({ title: 'Signed out', description: 'See you next time.', variant: 'success' });
            schedule(() => void navigate('/', { replace: true }), SETTINGS.signOutRedirectMs);
          },
          onError: (error) => {
            console.error('Sign out failed', error);
            toast({ title: 'Sign out failed', variant: 'destructive' });
          },
        })
      }
    >
      <LogOut aria-hidden="true" />
      {signOut.isPending ? 'Signing out...' : 'Sign Out'}
    </Button>
  );
}
