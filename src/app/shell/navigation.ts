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
import type { appMessages } from '../messages';

export interface NavigationEntry {
  to: string;
  label: keyof typeof appMessages.en;
  icon: LucideIcon;
  /** Active only on exactly this address (Home would otherwise be active everywhere). */
  end?: boolean;
}

export const navigation: readonly NavigationEntry[] = [
  { to: '/', label: 'navHome', icon: House, end: true },
  { to: '/domains', label: 'navDomains', icon: Globe },
  { to: '/dns', label: 'navDns', icon: Network },
  { to: '/cdn', label: 'navCdn', icon: Zap },
  { to: '/vps', label: 'navVps', icon: Server },
  { to: '/hosting', label: 'navHosting', icon: PanelsTopLeft },
  { to: '/billing', label: 'navBilling', icon: CreditCard },
  { to: '/activity', label: 'navActivity', icon: Activity },
];
