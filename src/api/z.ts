import { z } from 'zod';

// zod 4 probes `new Function` unless jitless is set before the first schema exists; under the
// panel's Content-Security-Policy that probe is a violation. Every schema module imports zod
// from here so the setting always runs first.
z.config({ jitless: true });

export { z };
