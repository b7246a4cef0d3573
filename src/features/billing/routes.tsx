import type { RouteObject } from 'react-router';
import { LOAD_PAGE_SIZE, pageQuery } from '../../api/core/paging';
import { billingContactsPath, invoicePath, invoicesPath } from '../../api/core/paths';
import { firstRead } from '../../components/routing/first-read';
import { lazyPage } from '../../components/routing/lazy-page';
import { billingFrames } from './page-frame-messages';

/** The billing area: its pages under /billing, each loaded on first visit. */
export const billingRoutes: RouteObject[] = [
  {
    index: true,
    ...lazyPage(() => import('./invoice-list-page').then((page) => page.InvoiceListPage), {
      messages: billingFrames,
      title: 'invoicesTitle',
      description: 'invoicesDescription',
    }),
    ...firstRead(() => ({ path: invoicesPath, query: pageQuery({ limit: LOAD_PAGE_SIZE }) })),
  },
  {
    path: 'invoices/:id',
    ...lazyPage(() => import('./invoice/invoice-page').then((page) => page.InvoicePage)),
    ...firstRead(({ id = '' }) => ({ path: invoicePath(id) })),
  },
  {
    path: 'recipients',
    ...lazyPage(() => import('./recipients/recipients-page').then((page) => page.RecipientsPage), {
      messages: billingFrames,
      title: 'recipientsTitle',
      description: 'recipientsDescription',
    }),
    ...firstRead(() => ({
      path: billingContactsPath,
      query: pageQuery({ limit: LOAD_PAGE_SIZE }),
    })),
  },
];
