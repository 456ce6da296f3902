import { Button } from '@app/components/ui/button';
import { useGoogleSignIn } from '../hooks/use-google-sign-in';
import { GoogleIcon } from './google-icon';

/** Continue with Google; says so when the server has no Google client configured. */
export function GoogleButton({
  mode,
  size = 'lg',
}: {
  mode: 'sign-in' | 'sign-up';
  size?: 'md' | 'lg';
}) {
  const google = useGoogleSignIn(mode);
  return (
    <Button size={size} variant="outline" onClick={google.start} disabled={google.pending}>
      <GoogleIcon />
      {google.pending ? 'Opening Google...' : 'Continue with Google'}
    </Button>
  );
}
