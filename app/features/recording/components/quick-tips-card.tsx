import { Gauge, Lightbulb, Pause, VolumeX } from 'lucide-react';
import { Card, CardTitle } from '@app/components/ui/card';

const tips = [
  { Icon: Gauge, text: 'Speak at 120-150 words per minute' },
  { Icon: Pause, text: 'Use strategic pauses after key points' },
  { Icon: VolumeX, text: 'Record in a quiet environment' },
] as const;

export function QuickTipsCard() {
  return (
    <Card aria-labelledby="quick-tips-title">
      <CardTitle id="quick-tips-title" className="flex items-center gap-2">
        <Lightbulb className="size-5 text-primary-strong" aria-hidden="true" />
        Quick Tips
      </CardTitle>
      <ul className="mt-4 space-y-3">
        {tips.map(({ Icon, text }) => (
          <li key={text} className="flex items-center gap-3 text-sm">
            <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-surface-muted text-muted-foreground">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            {text}
          </li>
        ))}
      </ul>
    </Card>
  );
}
