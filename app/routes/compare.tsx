import { Navigate, useParams } from 'react-router';
import { RetakeComparison } from '../features/retakes/components/retake-comparison';

/** /feedback/:speechId/compare: a retake beside the speech it tries again (issue 13). */
export function CompareRoute() {
  const { speechId } = useParams();
  const id = Number(speechId);
  if (!speechId || !Number.isInteger(id) || id <= 0) return <Navigate to="/" replace />;
  return <RetakeComparison key={id} retakeId={id} />;
}
