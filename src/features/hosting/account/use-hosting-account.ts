import { useOutletContext } from 'react-router';
import type { HostingAccount } from '../../../api/hosting/hosting';

/** The account the surrounding layout loaded; its sections render only once it is there. */
export function useHostingAccount(): HostingAccount {
  return useOutletContext<HostingAccount>();
}
