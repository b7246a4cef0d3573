import { expect, expectNoAxeViolations, signIn, test } from './fixtures';
import { openDnsZone } from './navigation';

test.describe('bulk DNS changes', () => {
  test('queues a change for several domains and follows the job to the records', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/domains/bulk-dns' });
    const domains = page.getByRole('group', { name: 'Domains' });
    await domains.getByRole('checkbox', { name: 'aurora-bakery.se' }).check();
    await domains.getByRole('checkbox', { name: 'kaffekoppen.se' }).check();
    const record = page.getByRole('group', { name: 'Record 1' });
    await record.getByLabel('Type').selectOption('MX');
    await record.getByLabel('Name').fill('@');
    await record.getByLabel('Value').fill('mx.newmail.example');
    await record.getByLabel('Priority').fill('1');
    // The record's inputs, the MX priority included, sit side by side on one line.
    const tops = await record
      .locator('input, select')
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().top));
    expect(tops).toHaveLength(5);
    expect(new Set(tops).size).toBe(1);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Review change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add these records?' });
    await expect(dialog).toContainText('MX @ 1 mx.newmail.example, default TTL');
    await expectNoAxeViolations(page, 'dialog');
    await dialog.getByRole('button', { name: 'Queue the change' }).click();

    await expect(
      page.getByText(/The change was queued for the chosen domains \(2\)/),
    ).toBeVisible();
    // The result takes the form's place where the user is, and the sent form is gone.
    const queuedHeading = page.getByRole('heading', { name: 'The change was queued' });
    await expect(queuedHeading).toBeFocused();
    await expect(queuedHeading).toBeInViewport();
    await expect(page.getByRole('button', { name: 'Review change' })).toHaveCount(0);
    await expect(page.getByText('Not applied to every domain')).toBeVisible({ timeout: 20_000 });
    await expect(
      page.getByText('kaffekoppen.se: email forwarding is on, so a root MX record cannot be set.'),
    ).toBeVisible();
    const [post] = await mock.requests({ method: 'POST', path: /bulk\/dns$/ });
    expect(post?.body).toEqual({
      action: 'add',
      domainNames: ['aurora-bakery.se', 'kaffekoppen.se'],
      records: [{ type: 'MX', name: '@', value: 'mx.newmail.example', priority: 1 }],
    });

    await openDnsZone(page, 'aurora-bakery.se');
    await expect(
      page
        .getByRole('table', { name: 'Records of aurora-bakery.se' })
        .getByRole('row', { name: /mx\.newmail\.example/ }),
    ).toBeVisible();
  });

  test('deletes all records of one type after a danger confirmation', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/domains/bulk-dns' });
    await page.getByRole('radio', { name: /Delete all records of one type/ }).check();
    await page
      .getByRole('group', { name: 'Domains' })
      .getByRole('checkbox', { name: 'granit-it.se' })
      .check();
    await page.getByLabel('Record type to delete').selectOption('CAA');
    await page.getByRole('button', { name: 'Review change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete all CAA records?' });
    await expect(dialog).toContainText('This cannot be undone');
    await dialog.getByRole('button', { name: 'Delete records' }).click();
    await expect(page.getByText('Completed')).toBeVisible({ timeout: 20_000 });
    const [post] = await mock.requests({ method: 'POST', path: /bulk\/dns$/ });
    expect(post?.body).toEqual({
      action: 'delete',
      domainNames: ['granit-it.se'],
      deleteType: 'by_type',
      recordType: 'CAA',
    });
  });
});
