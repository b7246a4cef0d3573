import { seedCdn } from './data';
import { ownedZones } from './data';
import { buildSecurityReport } from './report-builder';
test('peek', () => {
  const d = seedCdn('default');
  const r = buildSecurityReport(ownedZones(d.zones), 'newer', Date.now());
  console.log(JSON.stringify({ ...r, zones: r.zones.map(z => ({ ...z, hourly: z.hourly.length })) }, null, 1).slice(0, 9000));
  console.log(JSON.stringify(d.insights.report?.ai, null, 1));
  console.log(d.insights.report?.totals, d.insights.report?.previousSecurityActionCount, d.insights.report?.trendPercent);
});
