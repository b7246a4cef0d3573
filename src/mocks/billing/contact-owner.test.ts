import { afterEach, describe, expect, it } from 'vitest';
import { demoKeys } from '../demo-keys';
import { mockState, signInAs } from '../../test/session';
import { addBillingContact } from '../../api/billing/contacts';

// No demo key has write:billing without being the owner, so the team key is given the owner's
// scopes for these tests: only ownership is then missing.
const team = demoKeys.find((key) => key.role === 'team');
const owner = demoKeys.find((key) => key.role === 'owner');
const teamScopes = team?.scopes;
afterEach(() => {
  if (team && teamScopes) team.scopes = teamScopes;
});

describe('addBillingContact for a non-owner key with write:billing', () => {
  it('is refused with 403 explaining that only the account owner can manage recipients', async () => {
    if (!team || !owner) throw new Error('demo keys changed');
    team.scopes = owner.scopes;
    signInAs('team');
    const error: unknown = await addBillingContact({ email: 'new@example.com' }).catch(
      (reason: unknown) => reason,
    );
    expect(error).toMatchObject({
      status: 403,
      code: 'forbidden',
      detail: expect.stringMatching(/only the account owner/i),
    });
    expect(mockState().billing.contacts.map((contact) => contact.email)).not.toContain(
      'new@example.com',
    );
  });
});
