import { useEffect, useRef } from 'react';
import { cn } from '@app/lib/cn';
import { prefersReducedMotion } from '@app/lib/reduced-motion';

const BAR_COUNT = 28;
/** Idle bars keep a small height so the meter reads as a meter. */
const MIN_SCALE = 0.08;
/**
 * How often the bars follow the microphone: 20 readings a second, eased into each other, read as
 * live, and every frame (60 a second) cost Chromium about a core while recording (ADR 64). With
 * less motion asked for, the bars step without easing, ten times a second.
 */
export const METER_INTERVAL_MS = 50;
export const REDUCED_MOTION_METER_INTERVAL_MS = 100;

type AudioContextConstructor = typeof AudioContext;

function getAudioContext(): AudioContextConstructor | null {
  const scope = window as typeof window & { webkitAudioContext?: AudioContextConstructor };
  return scope.AudioContext ?? scope.webkitAudioContext ?? null;
}

/**
 * Live microphone level from a Web Audio AnalyserNode. Bars are updated straight
 * on the DOM on a timer: a React render per reading would be wasteful.
 */
export function LevelMeter({
  stream,
  className,
}: {
  stream: MediaStream | null;
  className?: string;
}) {
  const bars = useRef<(HTMLSpanElement | null)[]>([]);

  useEffect(() => {
    const reset = () => {
      for (const bar of bars.current) if (bar) bar.style.transform = `scaleY(${MIN_SCALE})`;
    };
    const Context = getAudioContext();
    if (!stream || !Context) {
      reset();
      return;
    }
    let context: AudioContext;
    try {
      context = new Context();
    } catch (error) {
      console.warn('No audio context for the level meter', error);
      return;
    }
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 128;
    analyser.smoothingTimeConstant = 0.75;
    source.connect(analyser);
    const data = new Uint8Array(analyser.frequencyBinCount);
    // Voice energy sits in the lower bins; spread them over the bars.
    const usableBins = Math.floor(data.length * 0.7);

    // What each bar shows now: a bar whose reading did not change is not touched, so silence
    // asks for no new frame.
    const shown: string[] = [];

    const draw = () => {
      analyser.getByteFrequencyData(data);
      bars.current.forEach((bar, index) => {
        if (!bar) return;
        const bin = Math.floor((index / BAR_COUNT) * usableBins);
        const value = Math.max(MIN_SCALE, (data[bin] ?? 0) / 255);
        const transform = `scaleY(${value.toFixed(2)})`;
        if (shown[index] === transform) return;
        shown[index] = transform;
        bar.style.transform = transform;
      });
    };
    const timer = window.setInterval(
      draw,
      prefersReducedMotion() ? REDUCED_MOTION_METER_INTERVAL_MS : METER_INTERVAL_MS,
    );

    return () => {
      window.clearInterval(timer);
      source.disconnect();
      void context.close();
      reset();
    };
  }, [stream]);

  return (
    <div
      className={cn('flex h-12 items-center justify-center gap-[3px]', className)}
      aria-hidden="true"
    >
      {Array.from({ length: BAR_COUNT }, (_, index) => (
        <span
          key={index}
          ref={(element) => {
            bars.current[index] = element;
          }}
          className={cn(
            'h-full w-1 origin-center rounded-full transition-transform duration-75',
            stream ? 'bg-record' : 'bg-border',
          )}
          style={{ transform: `scaleY(${MIN_SCALE})` }}
        />
      ))}
    </div>
  );
}
