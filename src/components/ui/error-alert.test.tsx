import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError, errorFromResponse } from '../../api/core/errors';
import { factTaughtBy, noteRefusal } from '../../api/core/learned-permissions';
import { startSession } from '../../api/core/session-store';
import { renderWithProviders } from '../../test/render';
import { ErrorAlert } from './error-alert';

/** A 403 naming the scope it lacks, as the API words it. */
const billingRefusal = () =>
  new ApiError({
    kind: 'http',
    status: 403,
    code: 'forbidden',
    title: 'Forbidden',
    detail: 'This API key lacks the scope write:billing.',
    extensions: { missingScopes: ['write:billing'] },
  });

describe('ErrorAlert', () => {
  it('shows title, detail, code and request ID, and copies them for support', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const error = new ApiError({
      kind: 'http',
      status: 502,
      code: 'upstream_failed',
      title: 'Upstream failure',
      detail: 'A provider did not answer.',
      requestId: 'req_42',
    });
    renderWithProviders(<ErrorAlert error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Upstream failure');
    expect(alert).toHaveTextContent('A provider did not answer.');
    expect(alert).toHaveTextContent('upstream_failed');
    expect(alert).toHaveTextContent('req_42');
    await user.click(screen.getByRole('button', { name: 'Copy details for support' }));
    expect(writeText).toHaveBeenCalledWith(expect.stringContaining('"requestId": "req_42"'));
    expect(await screen.findByText('Copied to the clipboard')).toBeInTheDocument();
  });

  it('redacts the key, bearer tokens and one-time links in the server text it shows', () => {
    const apiKey = 'pk_live_0123456789abcdefXYZ';
    startSession({ apiKey, readOnly: false, remember: false });
    const error = new ApiError({
      kind: 'http',
      status: 400,
      code: 'bad_request',
      title: `Key ${apiKey} refused`,
      detail: 'Sent Bearer abc.def.ghi to https://pay.example.com/p/1?token=s3cret#frag',
    });
    renderWithProviders(<ErrorAlert error={error} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Key [redacted] refused');
    expect(alert).toHaveTextContent(
      'Sent Bearer [redacted] to https://pay.example.com/p/1?[redacted]',
    );
    expect(alert).not.toHaveTextContent(apiKey);
    expect(alert).not.toHaveTextContent('s3cret');
    expect(alert).not.toHaveTextContent('abc.def.ghi');
  });

  it('holds retry back while a rate limit counts down', async () => {
    vi.useFakeTimers();
    const onRetry = vi.fn();
    const error = new ApiError({
      kind: 'http',
      status: 429,
      code: 'rate_limit_exceeded',
      title: 'Too many requests',
      retryAfterSeconds: 3,
    });
    renderWithProviders(<ErrorAlert error={error} onRetry={onRetry} />);
    expect(screen.getByRole('button', { name: 'Try again in 3 s' })).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3000);
    });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    vi.useRealTimers();
  });

  it('gives a generic code the panel’s Swedish title and marks the server’s English detail', () => {
    const error = new ApiError({
      kind: 'http',
      status: 404,
      code: 'not_found',
      title: 'Not found',
      detail: 'The resource does not exist or is not yours.',
      requestId: 'req_7',
    });
    renderWithProviders(<ErrorAlert error={error} />, { language: 'sv' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      /^Hittades inteFrån servern \(på engelska\): The resource does not exist or is not yours\./,
    );
    expect(alert).toHaveTextContent('not_found');
    expect(alert).toHaveTextContent('req_7');
  });

  it('keeps the server’s title for a code it does not know, marked as the server’s', () => {
    const error = new ApiError({
      kind: 'http',
      status: 403,
      code: 'domain_not_owned',
      title: 'Domain not hosted here',
    });
    renderWithProviders(<ErrorAlert error={error} />, { language: 'sv' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^Från servern \(på engelska\): Domain not hosted hereDin API-nyckel får inte göra detta\./,
    );
  });

  it('names the missing permission of a 403', () => {
    const error = billingRefusal();
    renderWithProviders(<ErrorAlert error={error} />, { language: 'sv' });
    expect(screen.getByRole('alert')).toHaveTextContent('Saknad behörighet: write:billing');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Från servern (på engelska): This API key lacks the scope write:billing.',
    );
  });

  it('marks the server’s English under a refusal the panel has learned from', () => {
    const error = billingRefusal();
    noteRefusal(
      'POST',
      '/api/v2/billing/invoices/inv_1/actions/generate-payment-link',
      undefined,
      error,
    );
    expect(factTaughtBy(error)).not.toBeNull();
    renderWithProviders(<ErrorAlert error={error} />, { language: 'sv' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Från servern (på engelska): This API key lacks the scope write:billing.',
    );
  });

  it('says what a gateway’s error page means instead of its bare status line', () => {
    const error = errorFromResponse(
      502,
      'Bad Gateway',
      '<html><h1>502 Bad Gateway</h1></html>',
      null,
    );
    const { unmount } = renderWithProviders(<ErrorAlert error={error} onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^The API answered with an error pageHTTP 502 without error details: a gateway/,
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ErrorAlert error={error} />, { language: 'sv' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      /^API:t svarade med en felsidaHTTP 502 utan feluppgifter: en gateway/,
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('Bad Gateway');
  });

  it('explains a response it could not read without crashing', () => {
    renderWithProviders(
      <ErrorAlert error={new ApiError({ kind: 'invalid_response', issuePaths: ['id'] })} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Unexpected answer from the API');
  });

  it('renders server text literally, never as HTML', () => {
    const error = new ApiError({
      kind: 'http',
      status: 400,
      title: '<img src=x onerror=alert(1)>',
      detail: '<b>bold</b>',
    });
    const { container } = renderWithProviders(<ErrorAlert error={error} />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
  });

  it.each([403, 404, 409, 422])('offers no "Try again" for a permanent %i', (status) => {
    const error = new ApiError({ kind: 'http', status, code: 'x', title: 'No', requestId: 'r' });
    renderWithProviders(<ErrorAlert error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No');
    expect(screen.queryByRole('button', { name: /Try again/ })).not.toBeInTheDocument();
  });

  it.each([500, 502, 503])('offers "Try again" for a passing %i', (status) => {
    const error = new ApiError({ kind: 'http', status, code: 'x', title: 'Down' });
    renderWithProviders(<ErrorAlert error={error} onRetry={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('offers "Try again" after a network failure or a timeout', () => {
    renderWithProviders(
      <ErrorAlert error={new ApiError({ kind: 'timeout' })} onRetry={vi.fn()} />,
      { language: 'sv' },
    );
    expect(screen.getByRole('button', { name: 'Försök igen' })).toBeEnabled();
  });
});
