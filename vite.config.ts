import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { pathAliases } from './scripts/path-aliases';
import { firstPaint } from './scripts/vite-first-paint';
import { precompress } from './scripts/vite-precompress';

const root = fileURLToPath(new URL('./app', import.meta.url));

export default defineConfig({
  root,
  publicDir: fileURLToPath(new URL('./app/public', import.meta.url)),
  plugins: [react(), tailwindcss(), firstPaint(), precompress()],
  resolve: { alias: pathAliases },
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // The libraries main.tsx evaluates one per task, each in a chunk of its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 3,
            },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 2 },
            { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // Fewer, larger chunks for the rest of the start: each module is a preload link
            // and a request (six at a time over HTTP/1.1), and adding forty links cost a
            // long task of its own.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            { name: 'shell', test: /[\\/](app[\\/](lib|components)|common)[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
});
