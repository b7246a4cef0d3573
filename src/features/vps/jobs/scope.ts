/** The operations scope of one server: its page and the tray group its jobs under it. */
export const vpsScope = (id: string) => `vps:${id}`;
