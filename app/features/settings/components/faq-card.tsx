import { Accordion } from 'radix-ui';
import { ChevronDown } from 'lucide-react';
import { Card, CardTitle } from '@app/components/ui/card';

const FAQ = [
  {
    q: 'How does Podium analyse my speech?',
    a: 'Podium transcribes your recording on its own server, without sending it to outside services, then measures your pace, filler words, pauses and confidence and turns them into coaching feedback.',
  },
  {
    q: 'Who can listen to my recordings?',
    a: 'Only you. Recordings are stored on the Podium server and play only while you are signed in to your account; their links expire after a few hours.',
  },
  {
    q: 'How long can a recording be?',
    a: 'Up to 10 minutes. Speak for at least 2 minutes for the most useful feedback; feedback needs at least 30 seconds of speech.',
  },
  {
    q: 'What does Pro add?',
    a: 'More daily feedbacks, longer speech time and advanced coaching tips. Use Request Upgrade above to ask for it by email.',
  },
  {
    q: 'Will I lose my speeches if I create an account?',
    a: 'No. When you create an account from a guest profile, every speech and feedback you recorded as a guest moves into the new account.',
  },
] as const;

/** The five-question FAQ (spec 2). */
export function FaqCard() {
  return (
    <Card aria-labelledby="faq-title">
      <CardTitle id="faq-title">Frequently Asked Questions</CardTitle>
      <Accordion.Root type="single" collapsible className="mt-3 divide-y divide-border">
        {FAQ.map(({ q, a }) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Header>
              <Accordion.Trigger className="group flex w-full cursor-pointer items-center justify-between gap-3 py-3 text-left text-sm font-medium focus-visible:outline-2 focus-visible:outline-ring">
                {q}
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                  aria-hidden="true"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="pb-3 text-sm text-muted-foreground">
              {a}
            </Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </Card>
  );
}
