import './styles.css';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './first-paint/first-paint-done';
import { nextTask } from './start/next-task';

/*
 * The entry. Chromium evaluates a whole module graph in one task: the app's
 * graph (react-dom, React Router, TanStack Query, the shell) was one task of
 * about 200 ms on a phone (4x CPU throttling), the longest of the start. Here
 * it is evaluated in stages, each in a task of its own, so that input and
 * frames can come between them. The first-paint script preloads every stage
 * (scripts/vite-first-paint.ts), so they cost no round trips.
 */
// First the screen the first-paint script painted, with today's prompt in it
// (at most 1 s): the stages below are long tasks that would hold it back.
await afterFirstPaint(FIRST_PAINT_WAIT_MS);
await import('./start/stage-react');
await nextTask();
await import('./start/stage-router');
await nextTask();
await import('./start/stage-query');
await nextTask();
const { startApp } = await import('./start/start-app');
await startApp();
