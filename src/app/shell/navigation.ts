import {
  Activity,
  CreditCard,
  Globe,
  House,
  Network,
  PanelsTopLeft,
  Server,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { PanelArea } from '../../api/core/scopes';
import type { appMessages } from '../messages';

export interface NavigationEntry {
  to: string;
  label: keyof typeof appMessages.en;
  icon: LucideIcon;
  /** Active only on exactly this address (Home would otherwise be active everywhere). */
  end?: boolean;
  /** The API area it reads: marked once the API refused this key a read there. */
  area?: PanelArea;
}

export const navigation: readonly NavigationEntry[] = [
  { to: '/', label: 'navHome', icon: House, end: true },
  { to: '/domains', label: 'navDomains', icon: Globe, area: 'domains' },
  { to: '/dns', label: 'navDns', icon: Network, area: 'dns' },
  { to: '/cdn', label: 'navCdn', icon: Zap, area: 'cdn' },
  { to: '/vps', label: 'navVps', icon: Server, area: 'vps' },
  { to: '/hosting', label: 'navHosting', icon: PanelsTopLeft, area: 'hosting' },
  { to: '/billing', label: 'navBilling', icon: CreditCard, area: 'billing' },
  { to: '/activity', label: 'navActivity', icon: Activity },
];
