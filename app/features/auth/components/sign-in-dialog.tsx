import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@app/components/ui/button';
import { Dialog } from '@app/components/ui/dialog';
import { Input, Label } from '@app/components/ui/field';
import { toast } from '@app/lib/toast';
import { useSignIn } from '../api/sign-in';
import { signInErrorMessage } from '../lib/auth-errors';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

/**
 * Sign in for people who already have an account (the spec names the paths,
 * not the screen): e-mail and password, or Google.
 */
export function SignInDialog({
  open,
  onOpenChange,
  onSignUpInstead,
  initialEmail = '',
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignUpInstead: () => void;
  initialEmail?: string;
}) {
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      toast({
        title: 'Missing Fields',
        description: 'Please fill in all required fields.',
        variant: 'destructive',
      });
      return;
    }
    signIn.mutate(
      { email, password },
      {
        onSuccess: (session) => {
          setPassword('');
          onOpenChange(false);
          if (!session.emailVerified) {
            toast({
              title: 'Email Not Verified',
              description: 'Please check your inbox and click the verification link.',
              variant: 'warning',
            });
          }
          void navigate('/home', { replace: true });
        },
        onError: (error) => {
          toast({
            title: 'Sign In Failed',
            description: signInErrorMessage(error),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setPassword('');
        onOpenChange(next);
      }}
      title="Sign In"
      description="Welcome back. Sign in to see your speeches and progress."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input
            id={`${id}-password`}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1">
          {signIn.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
      <OrDivider />
      <div className="flex flex-col gap-2">
        <GoogleButton mode="sign-in" />
        <Button variant="ghost" onClick={() => onOpenChange(false)}>
          Cancel
        </Button>
      </div>
      <p className="mt-4 text-center text-sm text-muted-foreground">
        New to Podium?{' '}
        <Button variant="link" className="text-sm" onClick={onSignUpInstead}>
          Create an account
        </Button>
      </p>
    </Dialog>
  );
}
