import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { chooseLanguage } from './shell-controls';
import { breaksInsideWords } from './text-lines';
import { openFromNavigation } from './navigation';

test.describe('billing', () => {
  test('creates a payment link for an unpaid invoice with an empty POST', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock);
    await openFromNavigation(page, 'Billing', 'Invoices', '2026-110');
    await expect(page.getByRole('heading', { name: 'Invoice 2026-110', level: 1 })).toBeVisible();

    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(
      payment.getByText('No payment link has been created for this invoice yet.'),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await payment.getByRole('button', { name: 'Create payment link' }).click();

    const link = payment.getByRole('link', { name: /Open the payment page/ });
    await expect(link).toHaveAttribute('href', /^https:\/\/pay\.example\.com\//);
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(payment.getByText('The payment link is ready.')).toBeVisible();
    const posts = await mock.requests({ method: 'POST', path: /generate-payment-link$/ });
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toBeUndefined();
    await expectNoAxeViolations(page);
  });

  test('a paid invoice offers no payment link and says why', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/billing/invoices/inv_2026087' });
    await expect(page.getByRole('heading', { name: 'Invoice 2026-087', level: 1 })).toBeVisible();
    const button = page
      .getByRole('region', { name: 'Payment' })
      .getByRole('button', { name: 'Create payment link' });
    await expect(button).toBeDisabled();
    await expect(page.getByText('The invoice is already paid.')).toBeVisible();
  });

  test('shows a partly recorded pay-as-you-go breakdown with chart, resources and servers', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/billing/invoices/inv_payg10' });
    const region = page.getByRole('region', { name: 'Pay-as-you-go usage' });
    await expect(region.getByText('Partly recorded', { exact: true })).toBeVisible();
    await expect(region.getByText(/the amounts are a lower bound/)).toBeVisible();
    await expect(
      region.getByRole('figure', { name: 'Share of the cost by resource' }).getByRole('listitem'),
    ).toHaveCount(5);
    await expect(
      region.getByRole('table', { name: 'Cost by resource' }).getByRole('row').nth(1),
    ).toContainText('3,720 core-hours');
    const removed = region
      .getByRole('table', { name: 'Cost by server' })
      .getByRole('row', { name: /build-runner-3/ });
    await expect(removed).toContainText('No longer exists');
    await expect(removed).toContainText('SEK 73.25');
    await expectNoAxeViolations(page);
  });

  test('lists servers without amounts for an invoice from before recording, in Swedish', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/billing/invoices/inv_payg07' });
    await chooseLanguage(page, 'sv');
    const region = page.getByRole('region', { name: 'Användningsbaserad debitering' });
    await expect(region.getByText('Inte registrerad', { exact: true })).toBeVisible();
    await expect(
      region.getByRole('table', { name: 'Kostnad per server' }).getByRole('row'),
    ).toHaveCount(3);
    await expect(region.getByRole('columnheader', { name: 'Uppskattat belopp' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('keeps each unit of the servers’ usage whole in Swedish, and calls storage Lagring', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/billing/invoices/inv_payg10' });
    await chooseLanguage(page, 'sv');
    const headers = page
      .getByRole('table', { name: 'Kostnad per server' })
      .getByRole('columnheader');
    await expect(headers.filter({ hasText: 'Lagring (GB-timmar)' })).toHaveCount(1);
    // "(GB-timmar)" on one line, never "(GB-" over "timmar)".
    for (const header of await headers.all())
      expect(await header.evaluate(breaksInsideWords, '')).toEqual([]);
  });

  test('the owner adds an invoice-copy recipient; a duplicate is refused at the field', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/billing/recipients' });
    const form = page.getByRole('region', { name: 'Add a recipient' });
    const email = form.getByLabel('Email address');
    const description = form.getByLabel(/Description/);
    await expect(description).toHaveAccessibleDescription('255 characters left');
    await email.fill('Audit@Example.COM');
    await description.fill('External auditor');
    await expect(description).toHaveAccessibleDescription('239 characters left');
    await form.getByRole('button', { name: 'Add recipient' }).click();
    await expect(form.getByRole('status')).toHaveText('audit@example.com now gets invoice copies.');
    await expect(
      page
        .getByRole('table', { name: 'Invoice-copy recipients' })
        .getByRole('row', { name: /audit@example\.com/ }),
    ).toBeVisible();
    const posts = await mock.requests({ method: 'POST', path: /payment-methods\/contacts$/ });
    expect(posts.map((entry) => entry.body)).toEqual([
      { email: 'audit@example.com', description: 'External auditor' },
    ]);
    await expectNoAxeViolations(page);

    await email.fill('accounts@example.com');
    await form.getByRole('button', { name: 'Add recipient' }).click();
    await expect(form.getByText('This address already gets invoice copies.')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('a support session sees recipients but is told only the owner can add them', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'support', path: '/billing/recipients' });
    await expect(
      page
        .getByRole('table', { name: 'Invoice-copy recipients' })
        .getByRole('row', { name: /accounts@example\.com/ }),
    ).toBeVisible();
    await expect(page.getByText('Only the account owner can add recipients')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add recipient' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a key without billing scopes is told which permission is missing', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { role: 'team', path: '/billing' });
    await expect(page.getByRole('alert')).toContainText('read:billing');
  });
});
