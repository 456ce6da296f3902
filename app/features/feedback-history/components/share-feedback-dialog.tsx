import { useMemo, useRef, useState } from 'react';
import { Download, ImageIcon, Share2 } from 'lucide-react';
import { SHARE_IMAGE } from '@common/constants';
import type { DisplayedFeedback } from '@common/contract/feedback';
import { Button } from '@app/components/ui/button';
import { Dialog } from '@app/components/ui/dialog';
import { toast } from '@app/lib/toast';
import { getShareCardContent, getShareFileName } from '../lib/share-card';
import { ShareCardCanvas } from './share-card-canvas';

// The preview is the real card, scaled down to fit a phone's dialog.
const PREVIEW_SCALE = 0.72;

function toPngFile(dataUrl: string, name: string): File {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

interface ShareFeedbackDialogProps {
  feedback: DisplayedFeedback;
  averageScore: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * Share Feedback (spec 2 and 9): the card is drawn on a canvas at scale 2
 * (share-card-canvas.tsx), which is also the preview; 'Generate Image' saves
 * that canvas as the PNG (a few milliseconds: no page to copy into an SVG,
 * no styles or fonts to inline); then Download, and Share through the Web
 * Share API where the browser can share files.
 */
export function ShareFeedbackDialog({
  feedback,
  averageScore,
  open,
  onOpenChange,
}: ShareFeedbackDialogProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const content = useMemo(
    () => getShareCardContent(feedback, averageScore),
    [feedback, averageScore],
  );
  const [image, setImage] = useState<{ dataUrl: string; fileName: string } | null>(null);
  const label = `Feedback card: ${feedback.summary_tag}, ${averageScore.toFixed(1)} out of 10`;

  const generate = () => {
    const canvas = canvasRef.current;
    try {
      if (!canvas?.getContext('2d')) throw new Error('No 2D canvas in this browser');
      setImage({ dataUrl: canvas.toDataURL('image/png'), fileName: getShareFileName() });
    } catch (error) {
      console.error('Share image failed', error);
      toast({
        title: 'Could not create the image',
        description: 'Something went wrong while drawing your feedback card. Please try again.',
        variant: 'destructive',
      });
    }
  };

  const download = () => {
    if (!image) return;
    const link = document.createElement('a');
    link.href = image.dataUrl;
    link.download = image.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  };

  const share = async () => {
    if (!image) return;
    const file = toPngFile(image.dataUrl, image.fileName);
    if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
      try {
        await navigator.share({
          files: [file],
          title: 'My Podium feedback',
          text: `${feedback.summary_tag}: ${averageScore.toFixed(1)}/10 on Podium`,
        });
      } catch (error) {
        // Closing the share sheet is a choice, not a failure.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        toast({
          title: 'Sharing failed',
          description: 'Try Download instead.',
          variant: 'destructive',
        });
      }
      return;
    }
    // No Web Share with files (most desktops): put the image on the clipboard instead.
    if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
      try {
        await navigator.clipboard.write([new ClipboardItem({ 'image/png': file })]);
        toast({
          title: 'Image copied',
          description: 'Paste it wherever you want to share it.',
          variant: 'success',
        });
        return;
      } catch {
        // Fall through to the advice below.
      }
    }
    toast({
      title: 'Sharing is not available here',
      description: 'Download the image and share it from your device.',
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Feedback"
      description="Turn this feedback into an image to keep or share."
      className="max-h-[calc(100dvh-2rem)] overflow-y-auto"
    >
      <div
        className="relative mx-auto overflow-hidden rounded-3xl shadow-xl"
        style={{
          width: SHARE_IMAGE.width * PREVIEW_SCALE,
          height: SHARE_IMAGE.height * PREVIEW_SCALE,
        }}
      >
        {image ? (
          <img src={image.dataUrl} alt={label} className="size-full" />
        ) : (
          <ShareCardCanvas
            ref={canvasRef}
            content={content}
            displayScale={PREVIEW_SCALE}
            label={label}
          />
        )}
      </div>
      <div className="mt-5 flex flex-wrap justify-center gap-2">
        {image ? (
          <>
            <Button onClick={download}>
              <Download aria-hidden="true" />
              Download
            </Button>
            <Button variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" />
              Share
            </Button>
          </>
        ) : (
          <Button onClick={generate}>
            <ImageIcon aria-hidden="true" />
            Generate Image
          </Button>
        )}
      </div>
    </Dialog>
  );
}
