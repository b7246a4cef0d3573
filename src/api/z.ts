import { config } from 'zod/v4/core';

// zod 4 probes `new Function` unless jitless is set before the first schema exists; under the
// panel's Content-Security-Policy that probe is a violation. Every schema module imports zod
// from here so the setting always runs first. Named imports only: a namespace value would stop
// the bundler from dropping the parts of zod the panel does not use.
config({ jitless: true });

export { z } from 'zod';
