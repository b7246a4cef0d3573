import { expect, expectNoAxeViolations, signIn, test, type MockApi } from './fixtures';
import { doubleClickSendsOnce } from './faults';
import { chooseLanguage } from './shell-controls';

// The DNS tools across zones: the zone list's check counts, the bulk form checked against each
// chosen zone, its leave question, and a mail preset sent to several domains as one bulk job.

const bulkPosts = (mock: MockApi) => mock.requests({ method: 'POST', path: /bulk\/dns$/ });

test.describe('DNS tools across zones', () => {
  test('the zone list counts each zone’s problems and links to them', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/dns' });
    const table = page.getByRole('table', { name: 'DNS zones' });
    const counts = table.getByRole('link', {
      name: 'Zone check of nordicfjord.com: 2 errors, 4 warnings',
    });
    await expect(counts).toBeVisible();
    await expectNoAxeViolations(page);
    await chooseLanguage(page, 'sv');
    await expect(
      page
        .getByRole('table', { name: 'DNS-zoner' })
        .getByRole('link', { name: 'Zonkontroll av nordicfjord.com: 2 fel, 4 varningar' }),
    ).toBeVisible();
    await chooseLanguage(page, 'en');
    await counts.click();
    await expect(page).toHaveURL(/\/dns\/zone_nordic02#zone-check$/);
    await expect(page.getByRole('region', { name: 'Zone check' })).toBeInViewport();
    // The zone was read once, by the list; the zone page took it from the cache.
    expect(await mock.requests({ method: 'GET', path: /dns-zones\/zone_nordic02$/ })).toHaveLength(
      1,
    );
  });

  test('the bulk form refuses a clash with a chosen zone, sending nothing', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/domains/bulk-dns' });
    const domains = page.getByRole('group', { name: 'Domains' });
    await domains.getByRole('checkbox', { name: 'aurora-bakery.se' }).check();
    await domains.getByRole('checkbox', { name: 'fjallstugan.nu' }).check();
    const record = page.getByRole('group', { name: 'Record 1' });
    await record.getByLabel('Type').selectOption('CNAME');
    await record.getByLabel('Name').fill('shop');
    await record.getByLabel('Value').fill('shops.example.net');
    await page.getByRole('button', { name: 'Review change' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Nothing was queued' });
    await expect(refusal).toContainText(
      'aurora-bakery.se, record 1 (CNAME shop): Another record already has this name.',
    );
    await expect(refusal).not.toContainText('fjallstugan.nu');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(await bulkPosts(mock)).toEqual([]);

    await refusal.getByRole('button', { name: 'Leave out these domains (1)' }).click();
    await page.getByRole('button', { name: 'Review change' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add these records?' });
    await expect(dialog).toContainText('Domains (1): fjallstugan.nu');
    await dialog.getByRole('button', { name: 'Queue the change' }).click();
    await expect(page.getByRole('heading', { name: 'The change was queued' })).toBeVisible();
    const posts = await bulkPosts(mock);
    expect(posts.map((post) => post.body)).toEqual([
      {
        action: 'add',
        domainNames: ['fjallstugan.nu'],
        records: [{ type: 'CNAME', name: 'shop', value: 'shops.example.net' }],
      },
    ]);
  });

  test('the bulk form warns of an MX at a CNAME in the review, in Swedish', async ({
    page,
    mock,
  }) => {
    await signIn(page, mock, { path: '/domains/bulk-dns' });
    await chooseLanguage(page, 'sv');
    await page
      .getByRole('group', { name: 'Domäner' })
      .getByRole('checkbox', { name: 'fjallstugan.nu' })
      .check();
    const record = page.getByRole('group', { name: 'Post 1' });
    await record.getByLabel('Typ').selectOption('MX');
    await record.getByLabel('Namn').fill('lists');
    await record.getByLabel('Värde').fill('www.fjallstugan.nu');
    await record.getByLabel('Prioritet').fill('10');
    await page.getByRole('button', { name: 'Granska ändringen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Lägga till posterna?' });
    await expect(dialog).toContainText('Värt att titta på innan du köar');
    await expect(dialog).toContainText(
      'fjallstugan.nu, post 1 (MX lists): Målet är en CNAME-post i den här zonen.',
    );
    await expectNoAxeViolations(page, 'dialog');
    expect(await bulkPosts(mock)).toEqual([]);
  });

  test('the bulk form asks before its unsent input is left', async ({ page, mock }) => {
    await signIn(page, mock, { path: '/domains/bulk-dns' });
    await page
      .getByRole('group', { name: 'Domains' })
      .getByRole('checkbox', { name: 'granit-it.se' })
      .check();
    await page.getByRole('group', { name: 'Record 1' }).getByLabel('Name').fill('api');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'DNS', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(question).toContainText('2 changes: Domains, Records');
    await expectNoAxeViolations(page, 'dialog');
    await question.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/domains\/bulk-dns$/);
    await expect(page.getByRole('group', { name: 'Record 1' }).getByLabel('Name')).toHaveValue(
      'api',
    );
    await nav.getByRole('link', { name: 'DNS', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave and discard' })
      .click();
    await expect(page.getByRole('table', { name: 'DNS zones' })).toBeVisible();
  });

  test('a mail preset for several domains is shown per domain, then sent as one bulk job', async ({
    page,
    mock,
  }) => {
    await mock.holdJobs();
    await signIn(page, mock, { path: '/dns/zone_fjall08' });
    await page.getByRole('button', { name: 'Several domains…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Mail setup for several domains' });
    await expect(dialog.getByRole('radio', { name: 'Microsoft 365' })).toBeDisabled();
    await dialog.getByRole('radio', { name: 'Google Workspace' }).check();
    await dialog.getByRole('checkbox', { name: 'granit-it.se' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'fjallstugan.nu' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Show the changes' }).click();
    for (const zone of ['fjallstugan.nu', 'granit-it.se']) {
      const changes = dialog.getByRole('list', { name: `Changes to ${zone}` });
      await expect(changes).toContainText('@ MX 1 smtp.google.com');
      await expect(
        dialog
          .getByRole('region', { name: zone })
          .getByText('0 to create, 2 to change, 0 to delete, 0 unchanged'),
      ).toBeVisible();
    }
    await expectNoAxeViolations(page, 'dialog');
    expect(await bulkPosts(mock)).toEqual([]);

    await doubleClickSendsOnce(
      page,
      dialog.getByRole('button', { name: 'Queue one job for 2 domains' }),
      { method: 'POST', path: /bulk\/dns$/ },
    );
    await expect(dialog.getByText('The change was queued for 2 domains.')).toBeVisible();
    await expect(dialog.getByRole('progressbar').first()).toBeVisible();
    const posts = await bulkPosts(mock);
    expect(posts.map((post) => post.body)).toEqual([
      {
        action: 'update',
        domainNames: ['granit-it.se', 'fjallstugan.nu'],
        records: [
          { type: 'MX', name: '@', value: 'smtp.google.com', priority: 1 },
          { type: 'TXT', name: '@', value: 'v=spf1 include:_spf.google.com ~all' },
        ],
      },
    ]);
    // No record was written one by one: the job carries the change.
    expect(await mock.requests({ method: 'PUT' })).toEqual([]);
    await mock.holdJobs(false);
    await expect(dialog.getByText('Completed')).toBeVisible();
  });
});
