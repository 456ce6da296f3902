// Evaluated in a task of its own by main.tsx: React Router.
export { createBrowserRouter, RouterProvider } from 'react-router';
