import { useState } from 'react';
import { Crown, UserRound } from 'lucide-react';
import type { UserDto } from '@common/contract/user';
import { Badge } from '@app/components/ui/badge';
import { Button } from '@app/components/ui/button';
import { Card } from '@app/components/ui/card';
import { SignOutButton, SignUpDialog } from '@app/features/auth/public';

export function accountType(user: Pick<UserDto, 'isGuest' | 'isPro'>): 'Guest' | 'Pro' | 'Free' {
  if (user.isGuest) return 'Guest';
  return user.isPro ? 'Pro' : 'Free';
}

/** The greeting card (spec 2): account badge, e-mail, Sign Out, Delete Account (always disabled). */
export function AccountCard({ user, supportEmail }: { user: UserDto; supportEmail: string }) {
  const [signUpOpen, setSignUpOpen] = useState(false);
  const type = accountType(user);

  return (
    <Card aria-labelledby="account-title">
      <div className="flex items-center gap-4">
        <span className="grid size-12 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong">
          {type === 'Pro' ? (
            <Crown className="size-6" aria-hidden="true" />
          ) : (
            <UserRound className="size-6" aria-hidden="true" />
          )}
        </span>
        <div className="min-w-0">
          <h2 id="account-title" className="flex flex-wrap items-center gap-2 font-semibold">
            <span className="truncate">Hello, {user.isGuest ? 'Guest' : user.username}</span>
            <Badge tone={type === 'Pro' ? 'primary' : type === 'Free' ? 'good' : 'neutral'}>
              {type}
            </Badge>
          </h2>
          <p className="truncate text-sm text-muted-foreground">
            {user.email ?? 'Practising as a guest on this device'}
          </p>
        </div>
      </div>

      {user.isGuest ? (
        <div className="mt-5 rounded-xl bg-surface-muted p-4">
          <p className="text-sm">
            Create an account to keep your speeches safe, record without limits and sign in on any
            device. Everything you recorded as a guest comes with you.
          </p>
          <Button className="mt-3 w-full sm:w-auto" onClick={() => setSignUpOpen(true)}>
            Create Account
          </Button>
          <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} />
        </div>
      ) : null}

      <div className="mt-5 grid gap-2 sm:grid-cols-2">
        <SignOutButton />
        <Button variant="outline" disabled aria-describedby="delete-account-note">
          Delete Account
        </Button>
      </div>
      <p id="delete-account-note" className="mt-2 text-xs text-muted-foreground">
        To delete your account and recordings, write to {supportEmail}.
      </p>
    </Card>
  );
}
