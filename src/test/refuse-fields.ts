import { http } from 'msw';
import { mockServer } from '../mocks/node';
import { invalid } from '../mocks/problem';

type FieldRefusal = { pointer: string; detail: string; code: string };

/**
 * From now on in this test, the fake answers `method` requests to `path` (an MSW path such as
 * `*\/api/v2/vps/:id/firmware`) with 400 `invalid_request` and these `errors[]`.
 */
export function refuseFields(
  method: 'post' | 'put' | 'patch',
  path: string,
  errors: FieldRefusal[],
): void {
  mockServer.use(
    http[method](path, ({ request }) => invalid(new URL(request.url).pathname, errors)),
  );
}
