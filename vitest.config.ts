import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'build/**/*.test.ts'],
    // Each test starts with its mocks' calls forgotten (a module mock's vi.fn keeps them across
    // tests otherwise, so a count depended on which tests ran before) and its spies undone.
    clearMocks: true,
    restoreMocks: true,
    // Vitest leaves a core to itself by default, one worker on 2 cores; its own process is idle
    // while tests run, so a worker per core takes about 30 % off the run there.
    maxWorkers: '100%',
    testTimeout: 90_000,
  },
});
