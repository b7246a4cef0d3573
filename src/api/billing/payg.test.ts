import { describe, expect, it } from 'vitest';
import { signInAs } from '../../test/session';
import { paygBreakdownQuery, type PaygBreakdownAvailable } from './payg';
import { createQueryClient } from '../core/query-client';

const fetchBreakdown = (id: string) => createQueryClient().fetchQuery(paygBreakdownQuery(id));

async function available(id: string): Promise<PaygBreakdownAvailable> {
  const breakdown = await fetchBreakdown(id);
  if (!breakdown.available) throw new Error(`${id} has no breakdown`);
  return breakdown;
}

describe('paygBreakdownQuery', () => {
  it('gives each resource its quantity: hours, or GB for bandwidth', async () => {
    signInAs('owner');
    const { resources } = await available('inv_payg10');
    const byKey = new Map(resources.map((resource) => [resource.key, resource]));
    expect(byKey.get('cpu')).toMatchObject({
      quantityHours: expect.any(Number),
      averageCoresApprox: expect.any(Number),
    });
    expect(byKey.get('memory')).toMatchObject({
      quantityHours: expect.any(Number),
      averageGbApprox: expect.any(Number),
    });
    expect(byKey.get('ipv4')).toMatchObject({
      quantityHours: expect.any(Number),
      ipCountApprox: expect.any(Number),
      ipDaysApprox: expect.any(Number),
    });
    expect(byKey.get('bandwidth')).toMatchObject({ quantityGb: expect.any(Number) });
    expect(byKey.get('bandwidth')?.quantityHours).toBeUndefined();
  });

  it('lists a server that no longer exists with a display name but no id or name', async () => {
    signInAs('owner');
    for (const id of ['inv_payg10', 'inv_payg09']) {
      const { vms } = await available(id);
      expect(vms).toContainEqual(
        expect.objectContaining({
          id: null,
          name: null,
          displayName: expect.any(String),
          usage: expect.any(Object),
          estimatedAmount: expect.any(Number),
        }),
      );
    }
  });

  it('lists servers without amounts when coverage is none', async () => {
    signInAs('owner');
    const { vms, attributedAmount } = await available('inv_payg07');
    expect(vms.length).toBeGreaterThan(0);
    expect(vms.every((server) => server.estimatedAmount === undefined)).toBe(true);
    expect(attributedAmount).toBe(0);
  });
});
