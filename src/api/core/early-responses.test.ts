// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { dropEarlyResponses, keepEarlyResponse, takeEarlyResponse } from './early-responses';

const href = 'https://api.example.net/api/v2/vps?limit=20';

describe('early responses', () => {
  afterEach(() => dropEarlyResponses());

  it('gives a response to the first request for its exact URL only', async () => {
    const response = Promise.resolve(new Response('{}'));
    keepEarlyResponse(href, response, 1_000);
    expect(takeEarlyResponse(`${href}&cursor=x`, 1_001)).toBeNull();
    expect(takeEarlyResponse(href, 1_001)).toBe(response);
    expect(takeEarlyResponse(href, 1_002)).toBeNull();
  });

  it('never answers with a response older than fifteen seconds', () => {
    keepEarlyResponse(href, Promise.resolve(new Response('{}')), 1_000);
    expect(takeEarlyResponse(href, 16_000)).toBeNull();
  });

  it('keeps a failed early read quiet until someone takes it, then that one sees the failure', async () => {
    const failure = Promise.reject(new Error('offline'));
    keepEarlyResponse(href, failure, 0);
    await Promise.resolve();
    await expect(takeEarlyResponse(href, 1)).rejects.toThrow('offline');
  });
});
