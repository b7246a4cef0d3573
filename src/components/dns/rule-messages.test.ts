// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dnsRuleKeys } from '../../api/dns/rule-keys';
import { dnsRuleMessages } from './rule-messages';

describe('record rule messages', () => {
  it('word every key the schemas report, in English and differently in Swedish', () => {
    const untranslated = dnsRuleKeys.filter(
      (key) => !dnsRuleMessages.en[key] || dnsRuleMessages.sv[key] === dnsRuleMessages.en[key],
    );
    expect(untranslated).toEqual([]);
    expect(Object.keys(dnsRuleMessages.en).sort()).toEqual([...dnsRuleKeys].sort());
  });
});
