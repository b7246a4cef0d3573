/** The panel's languages. Here, below api and i18n, because both name them. */
export const languages = ['en', 'sv'] as const;
export type Language = (typeof languages)[number];
