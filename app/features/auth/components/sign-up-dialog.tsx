import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { validateSignUpForm } from '@common/account/validation';
import { ACCOUNT, TOASTS } from '@common/constants';
import { Button } from '@app/components/ui/button';
import { Dialog } from '@app/components/ui/dialog';
import { Input, Label } from '@app/components/ui/field';
import { toast } from '@app/lib/toast';
import { useSignUp } from '../api/sign-up';
import { signUpErrorMessage } from '../lib/auth-errors';
import { GoogleButton } from './google-button';
import { OrDivider } from './or-divider';

const empty = { email: '', username: '', password: '', confirmPassword: '' };

/**
 * 'Create Your Account' (spec 2): e-mail, username, password twice, Google, Cancel.
 * From a guest's session the guest's speeches move into the new account.
 */
export function SignUpDialog({
  open,
  onOpenChange,
  onSignInInstead,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Offered on the login screen, where a visitor may already have an account. */
  onSignInInstead?: () => void;
}) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const [form, setForm] = useState(empty);
  const id = useId();
  const field = (name: keyof typeof empty) => ({
    id: `${id}-${name}`,
    name,
    value: form[name],
    onChange: (event: { target: { value: string } }) =>
      setForm((current) => ({ ...current, [name]: event.target.value })),
  });

  const close = (next: boolean) => {
    if (!next) setForm(empty);
    onOpenChange(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateSignUpForm(form);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    signUp.mutate(form, {
      onSuccess: () => {
        toast({
          title: 'Account Created',
          description: `We sent a verification link to ${form.email.trim()}. Open it to finish signing up.`,
          variant: 'success',
          duration: TOASTS.signupSuccessMs,
        });
        close(false);
        void navigate('/home', { replace: true });
      },
      onError: (error) => {
        console.error('Sign-up failed', error);
        toast({
          title: 'Registration Issue',
          description: signUpErrorMessage(error),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Create Your Account"
      description="Switch from guest to a permanent account to save your progress and access all features."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div>
          <Label htmlFor={`${id}-email`}>Email</Label>
          <Input {...field('email')} type="email" autoComplete="email" inputMode="email" />
        </div>
        <div>
          <Label htmlFor={`${id}-username`}>Username</Label>
          <Input
            {...field('username')}
            autoComplete="username"
            maxLength={ACCOUNT.usernameMaxLength}
            autoCapitalize="none"
            spellCheck={false}
          />
        </div>
        <div>
          <Label htmlFor={`${id}-password`}>Password</Label>
          <Input {...field('password')} type="password" autoComplete="new-password" />
        </div>
        <div>
          <Label htmlFor={`${id}-confirmPassword`}>Confirm Password</Label>
          <Input {...field('confirmPassword')} type="password" autoComplete="new-password" />
        </div>
        <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1">
          {signUp.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <div className="flex flex-col gap-2">
        <GoogleButton mode="sign-up" />
        <Button variant="ghost" onClick={() => close(false)}>
          Cancel
        </Button>
      </div>
      {onSignInInstead ? (
        <p className="mt-4 text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Button variant="link" className="text-sm" onClick={onSignInInstead}>
            Sign in
          </Button>
        </p>
      ) : null}
    </Dialog>
  );
}
