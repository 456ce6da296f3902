import { useMatches } from 'react-router';

/** What a route tells the shell about itself, through react-router's `handle`. */
export interface RouteHandle {
  /** Header title shown beside a back button; without it the header shows the logo. */
  title?: string;
  /** Show a back button instead of the logo. */
  back?: boolean;
}

export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
