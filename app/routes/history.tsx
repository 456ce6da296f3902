import { useCurrentUser } from '../features/auth/hooks/use-current-user';
import { ProgressScreen } from '../features/progress/components/progress-screen';

/** Progress (/history): the shell only mounts it with a user. */
export function HistoryRoute() {
  const user = useCurrentUser();
  if (!user) return null;
  return <ProgressScreen user={user} />;
}
