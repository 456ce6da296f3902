/**
 * One recording plays at a time (spec 4 'Playback'): starting a player pauses
 * whichever one was playing. Module state, because the players need not share
 * a React tree (a list of cards, the analysis page).
 */
let current: HTMLMediaElement | null = null;

export function claimPlayback(element: HTMLMediaElement): void {
  if (current && current !== element && !current.paused) current.pause();
  current = element;
}

export function releasePlayback(element: HTMLMediaElement | null): void {
  if (element && current === element) current = null;
}
