import { shellMessages } from '../../src/app/shell/shell-messages';
import { caption, defineTour } from './define-tour';

/** The panel at a small phone's width (360 px, the width the accessibility suite checks). */
defineTour('9-phone', caption('On a phone', 'På en telefon'), async (tour) => {
  const { page } = tour;
  const shellWords = tour.t(shellMessages);
  await page.setViewportSize({ width: 360, height: 780 });

  await tour.step(
    caption(
      'Home on a phone: what needs attention first',
      'Startsidan på en telefon: det som behöver åtgärdas först',
    ),
    () => tour.open('/'),
  );
  await tour.step(
    caption('The menu leads to every area', 'Menyn leder till varje område'),
    async () => {
      await page.getByRole('button', { name: shellWords('menu'), exact: true }).click();
      await page.getByRole('dialog', { name: shellWords('menu') }).waitFor();
    },
    { area: 'view' },
  );
  await tour.step(
    caption(
      'A domain: nameservers, DNSSEC and renewal, one below the other',
      'En domän: namnservrar, DNSSEC och förnyelse under varandra',
    ),
    () => tour.open('/domains/dom_kaffe03'),
  );
  await tour.step(
    caption(
      'DNS records as cards, each with its actions',
      'DNS-poster som kort, var och en med sina åtgärder',
    ),
    () => tour.open('/dns/zone_granit07'),
  );
  await tour.step(
    caption(
      'A server with its power, firmware and backups',
      'En server med ström, firmware och säkerhetskopior',
    ),
    () => tour.open('/vps/vps_web01'),
  );
  await tour.step(
    caption(
      'A pay-as-you-go invoice split by resource and server',
      'En faktura för betalning efter användning, per resurs och server',
    ),
    () => tour.open('/billing/invoices/inv_payg07'),
  );
});
