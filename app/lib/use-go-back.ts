import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Back in history; home when the page was opened directly (no entry of ours to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(() => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  }, [location.key, navigate]);
}
