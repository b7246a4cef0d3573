// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { absoluteRecordName, relativeRecordName } from './record-name';

const label = fc.stringMatching(/^[a-z0-9_]([a-z0-9-]{0,8}[a-z0-9])?$/);
const relativeName = fc
  .array(label, { minLength: 1, maxLength: 3 })
  .map((labels) => labels.join('.'));

describe('record names', () => {
  it('shows FQDNs from responses relative to the zone, with or without a trailing dot', () => {
    expect(relativeRecordName('www.example.com', 'example.com')).toBe('www');
    expect(relativeRecordName('WWW.Example.com.', 'example.com')).toBe('WWW');
    expect(relativeRecordName('example.com.', 'example.com')).toBe('@');
    expect(relativeRecordName('', 'example.com')).toBe('@');
    expect(relativeRecordName('_sip._tcp', 'example.com')).toBe('_sip._tcp');
  });

  it('round-trips: relative to absolute and back gives the same name', () => {
    fc.assert(
      fc.property(relativeName, fc.domain(), (name, zone) => {
        fc.pre(!name.endsWith(zone) && !`${name}.`.startsWith(`${zone}.`));
        expect(relativeRecordName(absoluteRecordName(name, zone), zone)).toBe(name);
        expect(relativeRecordName(`${absoluteRecordName(name, zone)}.`, zone)).toBe(name);
      }),
    );
  });

  it('builds the FQDN of the root as the zone name itself', () => {
    expect(absoluteRecordName('@', 'Example.com.')).toBe('example.com');
    expect(absoluteRecordName('www', 'example.com')).toBe('www.example.com');
  });
});
