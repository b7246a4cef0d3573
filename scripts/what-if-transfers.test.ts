// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseTransferRule, scaleTransfers, type DevtoolsEvent } from './what-if-transfers.ts';

const load = (requestId: string, url: string, bytes: number): DevtoolsEvent[] => [
  { method: 'Network.requestWillBeSent', params: { requestId, request: { url } } },
  {
    method: 'Network.dataReceived',
    params: { requestId, dataLength: bytes * 3, encodedDataLength: bytes },
  },
  { method: 'Network.loadingFinished', params: { requestId, encodedDataLength: bytes } },
];

describe('scaleTransfers', () => {
  it('scales the wire size of the matching responses only, and names them', () => {
    const log = [
      ...load('1', 'http://panel/assets/index-abc.js', 130_000),
      ...load('2', 'http://panel/assets/shell-def.js', 5_000),
    ];
    const { log: edited, matched } = scaleTransfers(log, [parseTransferRule('index-.*\\.js=0.5')]);
    expect(matched).toEqual(['http://panel/assets/index-abc.js']);
    const sizes = edited
      .filter((event) => event.method === 'Network.loadingFinished')
      .map((event) => event.params.encodedDataLength);
    expect(sizes).toEqual([65_000, 5_000]);
    expect(edited[1]?.params).toMatchObject({ dataLength: 195_000, encodedDataLength: 65_000 });
    expect(log[2]?.params.encodedDataLength).toBe(130_000);
  });

  it('takes a request at factor 0 out of the log, every event of it', () => {
    const log = [
      ...load('1', 'http://panel/assets/index-abc.js', 130_000),
      ...load('2', 'http://panel/assets/shell-def.js', 5_000),
      { method: 'Network.responseReceived', params: { requestId: '2' } },
    ];
    const { log: edited, matched } = scaleTransfers(log, [parseTransferRule('shell=0')]);
    expect(matched).toEqual(['http://panel/assets/shell-def.js']);
    expect(edited).toEqual(log.slice(0, 3));
  });

  it('takes the first rule a URL matches', () => {
    const { log } = scaleTransfers(load('7', 'http://panel/assets/shell-kit-x.js', 1_000), [
      parseTransferRule('shell-kit=2'),
      parseTransferRule('shell=0.1'),
    ]);
    expect(log[2]?.params.encodedDataLength).toBe(2_000);
  });
});

describe('parseTransferRule', () => {
  it('refuses a rule without a factor of 0 or more', () => {
    expect(() => parseTransferRule('index.js')).toThrow(/not <URL pattern>=<factor of 0 or more>/);
    expect(() => parseTransferRule('index.js=')).toThrow();
    expect(() => parseTransferRule('index.js=-1')).toThrow();
    expect(() => parseTransferRule('=0.5')).toThrow();
    expect(parseTransferRule('index.js=0')).toMatchObject({ factor: 0 });
  });

  it('keeps an = inside the pattern', () => {
    expect(parseTransferRule('limit=100=0.5')).toMatchObject({ factor: 0.5 });
    expect(parseTransferRule('limit=100=0.5').pattern.test('/domains?limit=100')).toBe(true);
  });
});
