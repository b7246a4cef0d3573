import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { chunkGroups } from './build/chunk-groups.ts';
import { mockTrustedTypesPlugin } from './build/mock-trusted-types.ts';
import { mockWorkerPlugin } from './build/mock-worker-plugin.ts';
import { runtimeConfigPlugin } from './build/runtime-config-plugin.ts';
import { securityHeadersPlugin } from './build/security-headers-plugin.ts';
import { shellModulesPlugin } from './build/shell-modules.ts';
import { themeBootPlugin } from './build/theme-boot.ts';

export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    tailwindcss(),
    runtimeConfigPlugin(),
    shellModulesPlugin(),
    securityHeadersPlugin(mode),
    themeBootPlugin(),
    ...(mode === 'mock' ? [mockWorkerPlugin(), mockTrustedTypesPlugin()] : []),
  ],
  build: {
    // A strict `img-src 'self'` / `font-src 'self'` refuses data: URIs, so nothing is inlined.
    assetsInlineLimit: 0,
    target: 'es2022',
    rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } },
  },
  resolve: {
    alias: {
      '@radix-ui/react-dialog': new URL('./build/no-radix-dialog.ts', import.meta.url).pathname,
    },
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
}));
