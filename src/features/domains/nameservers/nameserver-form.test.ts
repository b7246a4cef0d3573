// @vitest-environment node
import {
  formFieldForServerError,
  initialNameserverRows,
  managedNameserverRows,
  nameserverFormSchema,
  needsGlue,
  toNameserverSubmission,
  type NameserverRow,
} from './nameserver-form';

const domainName = 'kaffekoppen.se';
const row = (hostname: string, glue = ''): NameserverRow => ({ hostname, glue });

function errorsOf(rows: NameserverRow[]) {
  const parsed = nameserverFormSchema(domainName).safeParse({ rows });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('nameserver form rows', () => {
  it('starts from the current nameservers and glue, padded with empty rows', () => {
    expect(
      initialNameserverRows({
        nameservers: ['ns1.kaffekoppen.se', 'ns2.example.net'],
        nsips: ['192.0.2.53'],
      }),
    ).toEqual([row('ns1.kaffekoppen.se', '192.0.2.53'), row('ns2.example.net'), row(''), row('')]);
    expect(
      initialNameserverRows({
        nameservers: ['a.example', 'b.example', 'c.example', 'd.example', 'e.example'],
        nsips: [],
      }),
    ).toHaveLength(5);
  });

  it('fills the managed pair into the first rows', () => {
    expect(
      managedNameserverRows(['ns1.panel-dns.example', 'ns2.panel-dns.example']).map(
        (r) => r.hostname,
      ),
    ).toEqual(['ns1.panel-dns.example', 'ns2.panel-dns.example', '', '']);
  });

  it('offers glue only for valid hostnames inside the domain', () => {
    expect(needsGlue('ns1.kaffekoppen.se', domainName)).toBe(true);
    expect(needsGlue('kaffekoppen.se', domainName)).toBe(true);
    expect(needsGlue('ns1.example.net', domainName)).toBe(false);
    expect(needsGlue('ns1.notkaffekoppen.se', domainName)).toBe(false);
    expect(needsGlue('ns 1.kaffekoppen.se', domainName)).toBe(false);
  });
});

describe('nameserverFormSchema', () => {
  it('accepts two external nameservers with the other rows empty', () => {
    expect(errorsOf([row('ns1.example.net'), row(''), row('ns2.example.net'), row('')])).toEqual(
      [],
    );
  });

  it('puts each problem on its row and field, and a missing second nameserver on the list', () => {
    expect(errorsOf([row('ns 1.example.net'), row(''), row(''), row('')])).toEqual([
      'rows.0.hostname: invalid_hostname',
      'rows: too_few',
    ]);
  });

  it('requires glue for an in-bailiwick nameserver and checks its syntax', () => {
    expect(errorsOf([row('ns1.kaffekoppen.se'), row('ns2.example.net')])).toEqual([
      'rows.0.glue: glue_required',
    ]);
    expect(errorsOf([row('ns1.kaffekoppen.se', '192.0.2.300'), row('ns2.example.net')])).toEqual([
      'rows.0.glue: invalid_ip',
    ]);
    expect(errorsOf([row('ns1.kaffekoppen.se', '2001:db8::53'), row('ns2.example.net')])).toEqual(
      [],
    );
  });

  it('does not judge glue left in a row whose nameserver is outside the domain', () => {
    expect(errorsOf([row('ns1.example.net', 'not an ip'), row('ns2.example.net')])).toEqual([]);
  });

  it('gives each problem its code as the message, for the editor to word', () => {
    const parsed = nameserverFormSchema(domainName).safeParse({ rows: [row('ns1.example.net')] });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'too_few',
    ]);
  });
});

describe('toNameserverSubmission', () => {
  it('leaves out empty rows, sends ASCII names and no nsips when no glue is needed', () => {
    const submission = toNameserverSubmission(
      { rows: [row(''), row('NS1.Example.net.'), row(''), row('ns.malmö-cykel.se')] },
      domainName,
    );
    expect(submission).toEqual({
      body: { nameservers: ['ns1.example.net', 'ns.xn--malm-cykel-hcb.se'] },
      rowOfEntry: [1, 3],
    });
  });

  it('aligns glue by index with empty strings where no glue applies', () => {
    const submission = toNameserverSubmission(
      {
        rows: [
          row('ns3.example.net', '198.51.100.1'),
          row(''),
          row('ns1.kaffekoppen.se', ' 192.0.2.53 '),
          row('ns2.kaffekoppen.se', '2001:db8::2'),
        ],
      },
      domainName,
    );
    expect(submission.body).toEqual({
      nameservers: ['ns3.example.net', 'ns1.kaffekoppen.se', 'ns2.kaffekoppen.se'],
      nsips: ['', '192.0.2.53', '2001:db8::2'],
    });
    expect(submission.rowOfEntry).toEqual([0, 2, 3]);
  });
});

describe('formFieldForServerError', () => {
  const rowOfEntry = [1, 3];

  it('maps body positions back to the rows they came from', () => {
    expect(formFieldForServerError('nameservers.1', rowOfEntry)).toBe('rows.3.hostname');
    expect(formFieldForServerError('nsips.0', rowOfEntry)).toBe('rows.1.glue');
  });

  it('leaves anything else to a form-level message', () => {
    expect(formFieldForServerError('nameservers.5', rowOfEntry)).toBeNull();
    expect(formFieldForServerError('nameservers', rowOfEntry)).toBeNull();
    expect(formFieldForServerError('nsips', rowOfEntry)).toBeNull();
    expect(formFieldForServerError('other.0', rowOfEntry)).toBeNull();
    expect(formFieldForServerError('', rowOfEntry)).toBeNull();
  });
});
