import { config } from 'zod/v4/core';
import en from 'zod/v4/locales/en.js';
import sv from 'zod/v4/locales/sv.js';
import { onValidationLanguage } from '../../lib/validation-language';

// zod 4 probes `new Function` unless jitless is set before the first schema exists; under the
// panel's Content-Security-Policy that probe is a violation. Every schema module imports zod
// from here so the setting always runs first. Named imports only: a namespace value would stop
// the bundler from dropping the parts of zod the panel does not use (its other locales too).
config({ jitless: true });
onValidationLanguage((language) => config(language === 'sv' ? sv() : en()));

export { z } from 'zod/mini';
