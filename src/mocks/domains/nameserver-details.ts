import {
  MAX_NAMESERVERS,
  MIN_NAMESERVERS,
  type NameserverIssueCode,
} from '../../api/domains/nameserver-rules';
import type { IssueWording } from '../validation';

/** The fake's English `detail` for each nameserver problem; the panel words the codes itself. */
const details: Record<NameserverIssueCode, string> = {
  invalid_hostname: 'Not a valid hostname.',
  ip_as_hostname: 'Enter a hostname here; an IP address belongs in the glue field.',
  not_fully_qualified: 'Enter a fully qualified hostname such as ns1.example.com.',
  duplicate: 'This nameserver is listed twice.',
  too_few: `Enter at least ${MIN_NAMESERVERS} nameservers.`,
  too_many: `Registries accept at most ${MAX_NAMESERVERS} nameservers.`,
  invalid_ip: 'Not a valid IPv4 or IPv6 address.',
  glue_without_hostname: 'A glue address needs a nameserver hostname at the same position.',
  glue_required: 'A nameserver inside the domain itself needs a glue IP address.',
};

const isIssueCode = (message: string): message is NameserverIssueCode => message in details;

export const nameserverWording: IssueWording = {
  detail: (issue) => (isIssueCode(issue.message) ? details[issue.message] : issue.message),
};
