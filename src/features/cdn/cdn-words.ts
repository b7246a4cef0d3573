import { defineMessages } from '../../i18n/messages';

/** The panel's words for the CDN codes the server sends with a closed gate. */
export const cdnWords = defineMessages({
  en: {
    zone_not_active: 'The zone is not active yet.',
    certificate_active: 'A certificate is already active; it renews automatically.',
    certificate_pending: 'A certificate is already being issued.',
    already_proxied: 'The proxy is already on.',
    not_disabled: 'Only a disabled zone can be activated.',
    not_active: 'Only an active zone can be deactivated.',
  },
  sv: {
    zone_not_active: 'Zonen är inte aktiv ännu.',
    certificate_active: 'Ett certifikat är redan aktivt; det förnyas automatiskt.',
    certificate_pending: 'Ett certifikat håller redan på att utfärdas.',
    already_proxied: 'Proxyn är redan på.',
    not_disabled: 'Bara en avstängd zon kan aktiveras.',
    not_active: 'Bara en aktiv zon kan stängas av.',
  },
});

/** Every gate code the panel words itself (the spec names no CDN gate codes of its own). */
export const cdnSpecCodes = Object.keys(cdnWords.en);
