// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { setValidationLanguage } from '../../lib/validation-language';
import { z } from './z';

describe('zod messages follow the panel language', () => {
  afterEach(() => setValidationLanguage('en'));

  it('switches between English and Swedish, also for schemas made before the switch', () => {
    const schema = z.string().check(z.minLength(3));
    setValidationLanguage('sv');
    const swedish = schema.safeParse('a').error?.issues[0]?.message;
    setValidationLanguage('en');
    const english = schema.safeParse('a').error?.issues[0]?.message;
    expect(english).toMatch(/too small/i);
    expect(swedish).toBe('För lite(t): förväntade string att ha >=3 tecken');
  });
});
