import type { Plugin } from 'vite';
import { MOCK_TRUSTED_TYPES_POLICY } from './csp.ts';

const fileName = 'mock-trusted-types.js';
const workerPath = '/mockServiceWorker.js';

// Plain script text (not bundled): it must run before the module entry, and a strict
// `script-src 'self'` forbids putting it inline in index.html.
const policyScript = `(() => {
  if (!window.trustedTypes || !window.trustedTypes.createPolicy) return;
  window.trustedTypes.createPolicy(${JSON.stringify(MOCK_TRUSTED_TYPES_POLICY)}, {
    createScriptURL(input) {
      const url = new URL(input, window.location.href);
      if (url.origin === window.location.origin && url.pathname === ${JSON.stringify(workerPath)}) return input;
      throw new TypeError('Trusted Types: only the mock service worker may be registered');
    },
  });
})();
`;

/**
 * Mock builds only: under `require-trusted-types-for 'script'` `serviceWorker.register()` needs
 * a TrustedScriptURL, so a narrow `default` policy lets exactly MSW's worker URL through.
 */
export function mockTrustedTypesPlugin(): Plugin {
  return {
    name: 'panel-mock-trusted-types',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName, source: policyScript });
    },
    transformIndexHtml: () => [{ tag: 'script', attrs: { src: `/${fileName}` }, injectTo: 'head' }],
  };
}
