import { useId, useState, type FormEvent } from 'react';
import { Plus, RefreshCw, X } from 'lucide-react';
import { PERSONAL_FILLERS } from '@common/fillers/personal-fillers';
import { Button } from '@app/components/ui/button';
import { Card, CardDescription, CardTitle } from '@app/components/ui/card';
import { Input, Label } from '@app/components/ui/field';
import { getErrorMessage } from '@app/lib/api-client';
import { toast } from '@app/lib/toast';
import { useAddPersonalFiller } from '../api/add-personal-filler';
import { usePersonalFillers } from '../api/get-personal-fillers';
import { useReanalyseFillers } from '../api/reanalyse-fillers';
import { useRemovePersonalFiller } from '../api/remove-personal-filler';

/**
 * Settings' 'Your Filler Words' (issue 13): the speaker's own tics, counted as
 * fillers in new recordings, and in older ones when they ask.
 */
export function PersonalFillersCard() {
  const fillers = usePersonalFillers();
  const add = useAddPersonalFiller();
  const remove = useRemovePersonalFiller();
  const reanalyse = useReanalyseFillers();
  const [draft, setDraft] = useState('');
  const id = useId();
  const list = fillers.data?.fillers ?? [];
  const full = list.length >= PERSONAL_FILLERS.maxCount;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const phrase = draft.trim();
    if (phrase === '') return;
    add.mutate(phrase, {
      onSuccess: (added) => {
        setDraft('');
        toast({
          title: 'Filler added',
          description: `"${added.phrase}" counts as a filler in your new recordings.`,
          variant: 'success',
        });
      },
      onError: (error) =>
        toast({
          title: 'Could not add it',
          description: getErrorMessage(error),
          variant: 'destructive',
        }),
    });
  };

  const recount = () =>
    reanalyse.mutate(undefined, {
      onSuccess: ({ updated }) =>
        toast({
          title: 'Speeches re-analysed',
          description: `${updated} ${updated === 1 ? 'speech now counts' : 'speeches now count'} your own fillers.`,
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: 'Re-analysis failed',
          description: getErrorMessage(error),
          variant: 'destructive',
        }),
    });

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardTitle id={`${id}-title`}>Your Filler Words</CardTitle>
      <CardDescription className="mt-1">
        Words or phrases you lean on, such as &ldquo;so yeah&rdquo; or &ldquo;honestly&rdquo;. They
        are counted as fillers in your new recordings and marked as yours.
      </CardDescription>
      <form onSubmit={submit} className="mt-4">
        <Label htmlFor={`${id}-phrase`}>Add a filler</Label>
        <div className="flex gap-2">
          <Input
            id={`${id}-phrase`}
            value={draft}
            maxLength={PERSONAL_FILLERS.maxLength}
            autoCapitalize="none"
            spellCheck={false}
            disabled={full}
            aria-describedby={`${id}-limits`}
            onChange={(event) => setDraft(event.target.value)}
          />
          <Button type="submit" disabled={full || draft.trim() === '' || add.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
        <p id={`${id}-limits`} className="mt-2 text-xs text-muted-foreground">
          Up to {PERSONAL_FILLERS.maxCount} fillers of {PERSONAL_FILLERS.maxWords} words each (
          {list.length} used).
        </p>
      </form>
      {list.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Your filler words">
          {list.map((filler) => (
            <li
              key={filler.id}
              className="flex items-center gap-1 rounded-full border border-border bg-surface-muted py-0.5 pr-0.5 pl-3 text-sm"
            >
              {filler.phrase}
              <Button
                variant="ghost"
                size="icon"
                className="size-8 rounded-full"
                aria-label={`Remove ${filler.phrase}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(filler.id)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-4 border-t border-border pt-4">
        <Button variant="outline" onClick={recount} disabled={reanalyse.isPending}>
          <RefreshCw aria-hidden="true" className={reanalyse.isPending ? 'animate-spin' : ''} />
          Re-analyse older speeches
        </Button>
        <p className="mt-2 text-xs text-muted-foreground">
          Counts your current list in the speeches you already recorded.
        </p>
      </div>
    </Card>
  );
}
