// Evaluated in a task of its own by main.tsx: React and react-dom. A re-export,
// not a bare import: a library without side effects would be left out.
export { createRoot } from 'react-dom/client';
