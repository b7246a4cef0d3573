import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoKeys } from '../mocks/demo-keys';
import { renderApp } from '../test/render';
import { offerDemoKeys } from './demo-keys';

describe('the demo keys on the sign-in page', () => {
  afterEach(() => offerDemoKeys([]));

  it('are not there unless main.tsx offered them (mock mode)', async () => {
    renderApp('/sign-in', { as: null });
    expect(await screen.findByLabelText('API key')).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: /demo keys/i })).not.toBeInTheDocument();
  });

  it('fill the key field with the chosen key, in Swedish too', async () => {
    const user = userEvent.setup();
    offerDemoKeys(demoKeys);
    renderApp('/sign-in', { as: null, language: 'sv' });
    const panel = await screen.findByRole('complementary', { name: 'Demonycklar (mock-API)' });
    expect(panel).toHaveTextContent('demo_support_key');
    await user.click(
      screen.getByRole('button', {
        name: 'Använd nyckeln: Support: endast läsbehörigheter',
      }),
    );
    expect(screen.getByLabelText('API-nyckel')).toHaveValue('demo_support_key');
  });
});
