// cmdk imports @radix-ui/react-dialog for its Command.Dialog. The panel cannot use that dialog:
// Radix's scroll lock inserts a <style> element, which the CSP (`style-src 'self'`) refuses, so
// the finder sits in the panel's own <dialog> (decision 0016). Bundled anyway, the Radix dialog
// and its scroll-lock and focus libraries were about half of the finder's download. This module
// stands in for it; rendering Command.Dialog by mistake fails loudly instead of half-working.
function unavailable(): never {
  throw new Error('cmdk’s Command.Dialog is not available in this panel: use components/ui/dialog');
}

export const Root = unavailable;
export const Portal = unavailable;
export const Overlay = unavailable;
export const Content = unavailable;
