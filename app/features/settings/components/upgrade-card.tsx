import { useState } from 'react';
import { Check, Sparkles } from 'lucide-react';
import type { UserDto } from '@common/contract/user';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { SignUpDialog } from '@app/features/auth/public';
import { useSupportMail } from '../hooks/use-support-mail';

const BENEFITS = ['More daily feedbacks', 'Longer speech time', 'Advanced coaching tips'];

/** Upgrade to Pro (spec 1 and 2): requested by e-mail; an operator switches it on. */
export function UpgradeCard({ user }: { user: UserDto }) {
  const mail = useSupportMail();
  const [signUpOpen, setSignUpOpen] = useState(false);

  return (
    <Card
      aria-labelledby="upgrade-title"
      className="border-primary/40 bg-[linear-gradient(135deg,var(--primary-soft),var(--surface)_70%)]"
    >
      <div className="flex items-start gap-3">
        <Sparkles className="mt-0.5 size-5 shrink-0 text-primary-strong" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <CardTitle id="upgrade-title">
            {user.isPro ? "You're on Pro" : 'Upgrade to Pro'}
          </CardTitle>
          <CardDescription>
            {user.isPro
              ? 'Thank you for practising with Podium Pro.'
              : 'Practise more and get deeper coaching.'}
          </CardDescription>
          <ul className="mt-3 space-y-1.5 text-sm">
            {BENEFITS.map((benefit) => (
              <li key={benefit} className="flex items-center gap-2">
                <Check className="size-4 shrink-0 text-accent" aria-hidden="true" />
                {benefit}
              </li>
            ))}
          </ul>
          {user.isPro ? null : user.isGuest ? (
            <>
              <Button className="mt-4" onClick={() => setSignUpOpen(true)}>
                Create an Account First
              </Button>
              <SignUpDialog open={signUpOpen} onOpenChange={setSignUpOpen} />
            </>
          ) : (
            <Button
              className="mt-4"
              onClick={() =>
                mail.write(
                  'Podium Pro upgrade request',
                  `Hello, I would like to upgrade my Podium account (${user.email ?? user.username}) to Pro.`,
                )
              }
            >
              Request Upgrade
            </Button>
          )}
        </div>
      </div>
    </Card>
  );
}
