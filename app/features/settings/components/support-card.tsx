import { LifeBuoy, MessageSquareHeart } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { Card, CardTitle } from '@app/components/ui/card';
import { useSupportMail } from '../hooks/use-support-mail';

/** Help and Support (spec 2): both open the mail program. */
export function SupportCard() {
  const mail = useSupportMail();
  return (
    <Card aria-labelledby="support-title">
      <CardTitle id="support-title">Help and Support</CardTitle>
      <div className="mt-4 grid gap-2 sm:grid-cols-2">
        <Button variant="outline" onClick={() => mail.write('Podium support request')}>
          <LifeBuoy aria-hidden="true" />
          Contact Support
        </Button>
        <Button variant="outline" onClick={() => mail.write('Podium feedback')}>
          <MessageSquareHeart aria-hidden="true" />
          Send Feedback
        </Button>
      </div>
    </Card>
  );
}
