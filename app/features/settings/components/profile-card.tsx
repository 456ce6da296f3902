import { useId, useState, type FormEvent } from 'react';
import { Pencil } from 'lucide-react';
import { validateUsername } from '@common/account/validation';
import { ACCOUNT } from '@common/constants';
import type { UserDto } from '@common/contract/user';
import { Button } from '@app/components/ui/button';
import { Card, CardTitle } from '@app/components/ui/card';
import { Input, Label } from '@app/components/ui/field';
import { isApiFailure } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useUpdateUsername } from '../api/update-username';

/** Profile Settings with the inline username edit of spec 4: view, edit, saving, view. */
export function ProfileCard({ user }: { user: UserDto }) {
  const update = useUpdateUsername();
  const [draft, setDraft] = useState<string | null>(null);
  const id = useId();
  const editing = draft !== null;
  const canSave = draft !== null && draft.trim().length >= ACCOUNT.usernameMinLength;

  const save = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    const problem = validateUsername(draft);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    update.mutate(
      { userId: user.id, username: draft },
      {
        onSuccess: (updated) => {
          setDraft(null);
          toast({
            title: 'Username updated',
            description: `You are now ${updated.username}.`,
            variant: 'success',
          });
        },
        onError: (error) => {
          if (isApiFailure(error, 'username_taken', ({ status }) => status === 409)) {
            toast({
              title: 'Username taken',
              description: 'Username already exists. Please try a different username.',
              variant: 'destructive',
            });
            return;
          }
          console.error('Username update failed', error);
          toast({
            title: 'Update failed',
            description: 'An error occurred while updating your username.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="profile-title">
      <CardTitle id="profile-title">Profile Settings</CardTitle>
      {editing ? (
        <form onSubmit={save} className="mt-4">
          <Label htmlFor={`${id}-username`}>Username</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-username`}
              value={draft}
              maxLength={ACCOUNT.usernameMaxLength}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // The person asked to edit: the field is what they came for.
              autoFocus
              onChange={(event) => setDraft(event.target.value)}
            />
            <div className="flex gap-2">
              <Button type="submit" disabled={!canSave || update.isPending} className="flex-1">
                {update.isPending ? 'Saving...' : 'Save'}
              </Button>
              <Button
                variant="ghost"
                disabled={update.isPending}
                onClick={() => setDraft(null)}
                className="flex-1"
              >
                Cancel
              </Button>
            </div>
          </div>
          <p className="mt-2 text-xs text-muted-foreground">
            3 to 20 characters, without spaces or @.
          </p>
        </form>
      ) : (
        <div className="mt-4 space-y-4">
          <div className="flex items-center justify-between gap-3">
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Username</p>
              <p className="truncate font-medium">{user.username}</p>
            </div>
            <Button
              variant="outline"
              size="sm"
              disabled={user.isGuest}
              aria-label="Edit username"
              onClick={() => setDraft(user.username)}
            >
              <Pencil aria-hidden="true" />
              Edit
            </Button>
          </div>
          {user.isGuest ? (
            <p className="text-xs text-muted-foreground">
              Guests cannot change their username. Create an account to choose one.
            </p>
          ) : (
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">Email</p>
              <p className="truncate font-medium">{user.email}</p>
            </div>
          )}
        </div>
      )}
    </Card>
  );
}
