/** Lets the browser run other tasks (input, rendering) before the caller goes on. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
