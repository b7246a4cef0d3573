// A test of logic alone starts with `// @vitest-environment node`: it then runs without jsdom,
// Testing Library and the mock API, whose start-up is most of such a file's time (docs/developing.md).
if (typeof window !== 'undefined') await import('./setup-dom');

export {};
