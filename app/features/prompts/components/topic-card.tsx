import type { CoachingMode } from '@common/contract/feedback';
import { useId, useState } from 'react';
import { MessageSquareQuote, PenLine, RefreshCw, Shuffle, Sparkles } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card, CardTitle } from '@app/components/ui/card';
import { Label, Textarea } from '@app/components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@app/components/ui/tabs';
import { cn } from '@app/lib/cn';
import { toast } from '@app/lib/toast';
import { useDailyPrompt } from '../api/get-daily-prompt';
import { usePromptRefresh } from '../hooks/use-prompt-refresh';
import type { TopicMode, TopicSelection } from '../hooks/use-topic-selection';

function RandomPrompt({ userId, mode }: { userId: number | null; mode: CoachingMode }) {
  const prompt = useDailyPrompt(mode);
  const { refresh, isRefreshing } = usePromptRefresh(userId, mode);

  return (
    <div className="rounded-2xl border border-primary/25 bg-primary-soft/60 px-4 py-3">
      <div className="flex items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-1.5 text-xs font-semibold tracking-wide text-primary-strong uppercase">
          <Sparkles className="size-3.5 shrink-0" aria-hidden="true" />
          Random Challenge
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={refresh}
          aria-busy={isRefreshing}
          aria-label="New prompt"
          disabled={prompt.isPending}
        >
          <RefreshCw aria-hidden="true" className={cn(isRefreshing && 'animate-spin')} />
          New
        </Button>
      </div>
      {/* data-first-paint: the first-paint script writes today's prompt here before the app loads. */}
      <div className="mt-2 min-h-12" aria-live="polite" data-first-paint="prompt">
        {prompt.isPending ? (
          <p className="animate-pulse text-base text-muted-foreground">Loading prompt...</p>
        ) : prompt.isError ? (
          <div className="text-sm">
            <p className="text-muted-foreground">Today's prompt could not be loaded.</p>
            <Button
              variant="link"
              className="mt-1"
              onClick={() => void prompt.refetch()}
              disabled={prompt.isFetching}
            >
              Try Again
            </Button>
          </div>
        ) : (
          <p className="text-base leading-snug font-medium text-balance">{prompt.data.text}</p>
        )}
      </div>
    </div>
  );
}

function CustomTopic({ selection }: { selection: TopicSelection }) {
  const [draft, setDraft] = useState(selection.customTopic ?? '');
  const [editing, setEditing] = useState(selection.customTopic === null);
  const fieldId = useId();

  const confirm = () => {
    const topic = draft.trim();
    if (topic === '') {
      toast({
        title: 'Empty topic',
        description: 'Please enter a topic before confirming.',
        variant: 'destructive',
      });
      return;
    }
    selection.setCustomTopic(topic);
    setEditing(false);
    toast({
      title: 'Topic selected',
      description: 'Your custom topic is ready for recording!',
      variant: 'success',
    });
  };

  if (!editing && selection.customTopic !== null) {
    return (
      <div className="rounded-2xl border border-accent/30 bg-accent-soft/50 p-4">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wide text-accent uppercase">
          <MessageSquareQuote className="size-3.5" aria-hidden="true" />
          You'll Speak About:
        </p>
        <p className="mt-2 text-lg leading-snug font-medium text-balance break-words">
          {selection.customTopic}
        </p>
        <Button
          variant="link"
          size="sm"
          className="mt-2"
          onClick={() => {
            setDraft(selection.customTopic ?? '');
            setEditing(true);
          }}
        >
          Change topic
        </Button>
      </div>
    );
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        confirm();
      }}
    >
      <Label htmlFor={fieldId}>Your speaking topic</Label>
      <Textarea
        id={fieldId}
        rows={4}
        maxLength={2000}
        placeholder="Type your speaking topic here..."
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          // Ctrl/Cmd+Enter confirms; plain Enter is a new line.
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault();
            confirm();
          }
        }}
        aria-describedby={`${fieldId}-hint`}
      />
      <p id={`${fieldId}-hint`} className="sr-only">
        Press Control and Enter to use this topic.
      </p>
      <div className="mt-3 flex justify-end">
        <Button type="submit" disabled={draft.trim() === ''}>
          Use this Topic
        </Button>
      </div>
    </form>
  );
}

interface TopicCardProps {
  selection: TopicSelection;
  userId: number | null;
}

export function TopicCard({ selection, userId }: TopicCardProps) {
  return (
    <Card aria-labelledby="topic-card-title">
      {/* One line of heading: on a phone the record button below must stay above the fold. */}
      <CardTitle id="topic-card-title" className="mb-3">
        Pick a Topic
      </CardTitle>
      <Tabs value={selection.mode} onValueChange={(value) => selection.setMode(value as TopicMode)}>
        {/* Icons make way for the labels on the narrowest phones. */}
        <TabsList aria-label="Topic source" className="max-[400px]:[&_svg]:hidden">
          <TabsTrigger value="today">
            <Shuffle aria-hidden="true" />
            Random
          </TabsTrigger>
          <TabsTrigger value="custom">
            <PenLine aria-hidden="true" />
            Write Your Topic
          </TabsTrigger>
        </TabsList>
        <TabsContent value="today">
          <RandomPrompt userId={userId} mode={selection.practiceMode} />
        </TabsContent>
        <TabsContent value="custom">
          {/* Remount when the topic is set or cleared, so a discarded topic leaves an empty box. */}
          <CustomTopic
            key={selection.customTopic === null ? 'empty' : 'chosen'}
            selection={selection}
          />
        </TabsContent>
      </Tabs>
    </Card>
  );
}
