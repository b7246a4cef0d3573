import type { ScenarioName } from '../scenarios';

export interface MockEmailAccount {
  id: string;
  accountId: string;
  /** As the list answers it: Unicode for IDN domains. */
  address: string;
  quotaMb: number | null;
  usedMb: number;
}

/** `large-account`: enough extra mailboxes to need a second list page. */
function generatedMailboxes(count: number): MockEmailAccount[] {
  return Array.from({ length: count }, (_, index) => {
    const number = String(index + 1).padStart(2, '0');
    return {
      id: `eml_staff${number}`,
      accountId: 'acct_aurora01',
      address: `personal${number}@aurora-bakery.se`,
      quotaMb: 1024,
      usedMb: (index * 37) % 1024,
    };
  });
}

export function seedEmailAccounts(scenario: ScenarioName): MockEmailAccount[] {
  const mailboxes: MockEmailAccount[] = [
    {
      id: 'eml_info01',
      accountId: 'acct_aurora01',
      address: 'info@aurora-bakery.se',
      quotaMb: 2048,
      usedMb: 1432,
    },
    {
      id: 'eml_order02',
      accountId: 'acct_aurora01',
      address: 'bestallning@aurora-bakery.se',
      quotaMb: 1024,
      usedMb: 96,
    },
    {
      id: 'eml_kaffe03',
      accountId: 'acct_aurora01',
      address: 'hej@kaffekoppen.se',
      quotaMb: null,
      usedMb: 310,
    },
    {
      id: 'eml_cykel04',
      accountId: 'acct_aurora01',
      address: 'info@malmö-cykel.se',
      quotaMb: 512,
      usedMb: 12,
    },
    {
      id: 'eml_stuga05',
      accountId: 'acct_paused02',
      address: 'bokning@fjallstugan.nu',
      quotaMb: 1024,
      usedMb: 204,
    },
    {
      id: 'eml_butik06',
      accountId: 'acct_legacy03',
      address: 'kontakt@gammal-butik.se',
      quotaMb: 500,
      usedMb: 488,
    },
    {
      id: 'eml_other07',
      accountId: 'acct_foreign99',
      address: 'someone@someone-else.example',
      quotaMb: 1024,
      usedMb: 1,
    },
  ];
  return scenario === 'large-account' ? [...mailboxes, ...generatedMailboxes(24)] : mailboxes;
}
