import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './precompress';

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        // What every first visit needs, in two files rather than a dozen: each file is compressed on its own, so many
        // small ones cost bytes and requests (docs/decisions/005).
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|zustand|html-parse-stringify|void-elements)[\\/]/,
            },
            {
              name: 'shell',
              // Signed-in-only pieces stay with the screens that use them.
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui|lib)[\\/](?!federated-session|query-client|endpoint-queries|upgrade-invitation|notice-banner|load-error|bar-chart|form-dialog|section-card|close-button|screen-header|select-field|text-area-field)/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
});
