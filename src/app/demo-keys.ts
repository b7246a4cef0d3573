/** A key of the mock API as the sign-in page offers it. */
export interface DemoKeyOffer {
  role: 'owner' | 'support' | 'team';
  key: string;
}

let offered: readonly DemoKeyOffer[] = [];

/**
 * The mock API's keys come from main.tsx's mock-mode branch, before the first render, so the
 * app never imports the mocks and the production build contains no key.
 */
export function offerDemoKeys(keys: readonly DemoKeyOffer[]): void {
  offered = keys;
}

export function offeredDemoKeys(): readonly DemoKeyOffer[] {
  return offered;
}
