import { QueryClient } from '@tanstack/react-query';
import { domainListQuery } from './domains';
import { resetNamespace } from '../../mocks/state';
import { signInAs } from '../../test/session';

const fetchPage = (params: Parameters<typeof domainListQuery>[0] = {}) =>
  new QueryClient().fetchQuery(domainListQuery(params));

describe('domain list and detail', () => {
  it('pages through a large account', async () => {
    resetNamespace('default', 'large-account');
    signInAs('owner');
    const first = await fetchPage({ limit: 20 });
    expect(first).toMatchObject({ hasMore: true, nextCursor: expect.any(String) });
    const second = await fetchPage({ limit: 20, cursor: first.nextCursor });
    expect(second.data[0]?.id).not.toBe(first.data[0]?.id);
  });
});
