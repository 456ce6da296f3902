// Evaluated in a task of its own by main.tsx: TanStack Query.
export { QueryClient, QueryClientProvider } from '@tanstack/react-query';
