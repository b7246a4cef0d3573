import { cdnSettingWords } from '../../../components/cdn/setting-words';
import { defineMessages } from '../../../i18n/messages';

/** Strings of the CDN zone settings page. */
export const zoneMessages = defineMessages({
  en: {
    ...cdnSettingWords.en,
    fallbackTitle: 'CDN zone',
    allZones: 'All CDN zones',
    securityReport: 'Security report',
    zoneId: 'Zone {id}',
    reasonTitle: 'Why this zone needs attention',
    notFound: 'This CDN zone does not exist or belongs to another account.',
    status_active: 'Active',
    status_pending: 'Pending',
    status_misconfigured: 'Misconfigured',
    status_missing: 'Missing',
    status_disabled: 'Disabled',
    ssl_active: 'Certificate active',
    ssl_pending: 'Certificate pending',
    ssl_error: 'Certificate error',

    overviewTitle: 'Overview',
    status: 'Status',
    certificate: 'Certificate',
    certificateExpires: 'Expires {date}',
    proxy: 'Proxy',
    securityLevel: 'Security level',
    ruleCount: 'Active rules',
    settingsUpdatedAt: 'Settings last saved',
    lastCheckedAt: 'Last checked',
    lastChangeDetectedAt: 'Last change detected',
    never: 'Never',
    gatesTitle: 'What can be done now',
    gatesLabel: 'Actions and whether they are available',
    gate_canEnableProxy: 'Turn on the proxy',
    gate_canIssueCertificate: 'Issue a certificate',
    gate_canChangeMode: 'Change the SSL/TLS mode',
    gate_canActivate: 'Activate the zone',
    gate_canDeactivate: 'Deactivate the zone',
    available: 'Available',
    unavailable: 'Not available',
    action: 'Action',
    availability: 'Availability',
    reason: 'Reason',

    formTitle: 'Settings',
    formHelp: 'Change what you need and save once. Only the groups you changed are sent.',
    unsavedGroups: 'Unsaved changes: {groups}.',
    noChanges: 'No changes to save.',
    savedGroups: 'Saved: {groups}.',
    savedTitle: 'CDN settings of {zone} saved',
    save: 'Save changes',
    discard: 'Discard changes',
    group_proxied: 'proxy',
    group_security: 'security',
    group_performance: 'performance',
    group_waf: 'WAF allowlists',
    group_geoRestriction: 'audience countries',
    proxyBlocked: 'The proxy cannot be turned on yet.',

    deliveryTitle: 'Proxy and performance',
    deliveryHelp:
      'With the proxy on, visitors reach your site through the CDN, which caches and protects it.',
    proxiedHint:
      'Turning it off sends visitors straight to your server, without caching or protection.',
    earlyHintsHint:
      'Lets browsers start loading styles and scripts while the page is still being prepared.',
    alwaysOnlineHint: 'Shows a cached copy of the site when your server cannot be reached.',

    audienceTitle: 'Audience',
    audienceHelp:
      'Choose the countries your visitors are expected to come from. Visitors from anywhere else get a challenge, or are blocked.',
    audienceSwitchHint: 'Search engines and traffic on your allowlists are not affected.',
    blockWarning:
      'Visitors from every other country will be turned away, including your own customers while they travel.',
    audiencePartial:
      'Only one of the two audience settings is on, so the audience filter is not working as intended. Turn the switch off and on again to fix it.',
    standardCountries: 'Always included',
    standardCountriesHint: 'Required by the service; these cannot be removed.',
    noAudienceCountries: 'No countries added yet. Only the countries above are in the audience.',
    addCountry: 'Add a country',
    chooseCountry: 'Choose a country…',
    add: 'Add',
    remove: 'Remove {item}',
    removeShort: 'Remove',
    challengeGeoEnabledHint:
      'The CDN’s own country checks for visitor profiles; keep it on unless support asks otherwise.',

    securityTitle: 'Security',
    securityHelp: 'How strictly the CDN checks visitors and how it talks to your server.',
    sslModeHint:
      'How the CDN connects to your server. Strict checks your server’s certificate and is the safest.',
    sslModeLocked: 'SSL/TLS mode: {mode}',
    alwaysUseHttpsHint: 'Redirects every http:// request to https://.',
    botProtectionHint: 'Challenges traffic that looks automated.',
    wpLoginProtectionHint: 'Slows down password guessing on wp-login.php and xmlrpc.php.',

    wafTitle: 'WAF allowlists',
    wafHelp:
      'Trusted traffic that skips your custom WAF checks: your office, partners, monitoring and webhooks.',
    ipAllowlistHint:
      'IPv4 or IPv6, single addresses or CIDR ranges such as 192.0.2.0/24 or 2001:db8::/32.',
    ipAllowlistAdd: 'Add an IP address or range',
    uaAllowlistHint: 'Part of the User-Agent header, such as UptimeRobot.',
    uaAllowlistAdd: 'Add a user agent',
    pathAllowlistHint: 'Start with a slash, such as /api/webhooks/.',
    pathAllowlistAdd: 'Add a path prefix',
    emptyList: 'Nothing on this list.',

    invalid_ip_or_cidr: 'Not an IP address or CIDR range (such as 192.0.2.0/24 or 2001:db8::/32).',
    invalid_path_prefix: 'A path prefix starts with / and has no spaces, ? or #.',
    invalid_country_code: 'Not a country code this panel knows.',
    empty_entry: 'Type something first.',
    duplicate_entry: 'This is already on the list.',

    recordsTitle: 'Proxied DNS records',
    recordsHelp: 'The records of this domain whose traffic goes through the CDN.',
    recordsLabel: 'Proxied DNS records',
    recordsEmpty: 'No records are proxied.',
    type: 'Type',
    name: 'Name',
    value: 'Value',

    cacheTitle: 'Cache',
    cacheHelp:
      'The CDN keeps copies of your pages and files. Purge them after changing the site if visitors still see the old version.',
    purge: 'Purge the whole cache…',
    purgeCommand: 'Purge the whole cache of {domain}…',
    purgeTitle: 'Purge the whole cache?',
    purgeBody:
      'Every cached copy for {domain} is thrown away. Visitors then get fresh copies from your server, which can be slower and put more load on it for a while.',
    purgeConfirm: 'Purge cache',
    purged: 'The cache was purged. Visitors now get fresh copies from your server.',
    viaSupport: 'Through support',
    viaSupportHint: 'This panel cannot do it: ask support.',
    goToSetting: 'Go to the setting',
    levelHint:
      'How suspicious a visit must look before it gets a challenge. Medium suits most sites; High may also challenge real visitors.',
    minTlsVersionHint:
      'The oldest TLS version visitors may connect with. 1.2 is the usual choice; 1.3 shuts out some older browsers and devices.',
    blockBadCrawlersHint:
      'Turns away crawlers that ignore robots.txt or copy content. Search engines are not affected.',
    blockBadBotsHint: 'Blocks bots on the CDN’s list of known attackers and spammers.',
    wpAdminChallengeHint:
      'Anyone opening /wp-admin must pass a challenge first, which stops most automated attacks on it.',
    skipEnabledHint: 'While this is off, the lists below are kept but have no effect.',
    audienceActionHint:
      'A challenge lets real people through after a short check; blocking turns everyone away.',
    addCountryHint: 'Visitors from the countries you add reach the site without a challenge.',
  },
  sv: {
    ...cdnSettingWords.sv,
    fallbackTitle: 'CDN-zon',
    allZones: 'Alla CDN-zoner',
    securityReport: 'Säkerhetsrapport',
    zoneId: 'Zon {id}',
    reasonTitle: 'Varför zonen behöver åtgärdas',
    notFound: 'CDN-zonen finns inte eller tillhör ett annat konto.',
    status_active: 'Aktiv',
    status_pending: 'Väntar',
    status_misconfigured: 'Felkonfigurerad',
    status_missing: 'Saknas',
    status_disabled: 'Avstängd',
    ssl_active: 'Certifikat aktivt',
    ssl_pending: 'Certifikat väntar',
    ssl_error: 'Certifikatfel',

    overviewTitle: 'Översikt',
    status: 'Status',
    certificate: 'Certifikat',
    certificateExpires: 'Går ut {date}',
    proxy: 'Proxy',
    securityLevel: 'Säkerhetsnivå',
    ruleCount: 'Aktiva regler',
    settingsUpdatedAt: 'Inställningar senast sparade',
    lastCheckedAt: 'Senast kontrollerad',
    lastChangeDetectedAt: 'Senaste upptäckta ändring',
    never: 'Aldrig',
    gatesTitle: 'Vad som går att göra nu',
    gatesLabel: 'Åtgärder och om de är tillgängliga',
    gate_canEnableProxy: 'Slå på proxyn',
    gate_canIssueCertificate: 'Utfärda ett certifikat',
    gate_canChangeMode: 'Ändra SSL/TLS-läge',
    gate_canActivate: 'Aktivera zonen',
    gate_canDeactivate: 'Inaktivera zonen',
    available: 'Tillgänglig',
    unavailable: 'Inte tillgänglig',
    action: 'Åtgärd',
    availability: 'Tillgänglighet',
    reason: 'Skäl',

    formTitle: 'Inställningar',
    formHelp: 'Ändra det du behöver och spara en gång. Bara grupperna du har ändrat skickas.',
    unsavedGroups: 'Osparade ändringar: {groups}.',
    noChanges: 'Inga ändringar att spara.',
    savedGroups: 'Sparat: {groups}.',
    savedTitle: 'CDN-inställningarna för {zone} är sparade',
    save: 'Spara ändringar',
    discard: 'Ångra ändringar',
    group_proxied: 'proxy',
    group_security: 'säkerhet',
    group_performance: 'prestanda',
    group_waf: 'WAF-tillåtelselistor',
    group_geoRestriction: 'målgruppsländer',
    proxyBlocked: 'Proxyn kan inte slås på än.',

    deliveryTitle: 'Proxy och prestanda',
    deliveryHelp:
      'Med proxyn påslagen når besökarna din webbplats via CDN:et, som cachar och skyddar den.',
    proxiedHint: 'Stänger du av den går besökarna direkt till din server, utan cache och skydd.',
    earlyHintsHint:
      'Låter webbläsare börja hämta stilmallar och skript medan sidan fortfarande tas fram.',
    alwaysOnlineHint: 'Visar en cachad kopia av webbplatsen när din server inte går att nå.',

    audienceTitle: 'Målgrupp',
    audienceHelp:
      'Välj de länder som dina besökare väntas komma från. Besökare från andra länder får en utmaning eller blockeras.',
    audienceSwitchHint: 'Sökmotorer och trafik på dina tillåtelselistor påverkas inte.',
    blockWarning:
      'Besökare från alla andra länder stängs ute, även dina egna kunder när de är på resa.',
    audiencePartial:
      'Bara en av de två målgruppsinställningarna är påslagen, så filtret fungerar inte som tänkt. Slå av och på reglaget igen för att rätta det.',
    standardCountries: 'Alltid med',
    standardCountriesHint: 'Krävs av tjänsten och kan inte tas bort.',
    noAudienceCountries: 'Inga länder tillagda än. Bara länderna ovan ingår i målgruppen.',
    addCountry: 'Lägg till ett land',
    chooseCountry: 'Välj ett land…',
    add: 'Lägg till',
    remove: 'Ta bort {item}',
    removeShort: 'Ta bort',
    challengeGeoEnabledHint:
      'CDN:ets egna landskontroller för besökarprofiler; låt den vara på om inte supporten ber om något annat.',

    securityTitle: 'Säkerhet',
    securityHelp: 'Hur noga CDN:et granskar besökare och hur det pratar med din server.',
    sslModeHint:
      'Hur CDN:et ansluter till din server. Strikt kontrollerar serverns certifikat och är säkrast.',
    sslModeLocked: 'SSL/TLS-läge: {mode}',
    alwaysUseHttpsHint: 'Omdirigerar varje http://-förfrågan till https://.',
    botProtectionHint: 'Utmanar trafik som ser automatiserad ut.',
    wpLoginProtectionHint: 'Bromsar lösenordsgissning mot wp-login.php och xmlrpc.php.',

    wafTitle: 'WAF-tillåtelselistor',
    wafHelp:
      'Betrodd trafik som hoppar över dina egna WAF-kontroller: ditt kontor, partner, övervakning och webhooks.',
    ipAllowlistHint:
      'IPv4 eller IPv6, enskilda adresser eller CIDR-intervall som 192.0.2.0/24 eller 2001:db8::/32.',
    ipAllowlistAdd: 'Lägg till en IP-adress eller ett intervall',
    uaAllowlistHint: 'En del av User-Agent-huvudet, till exempel UptimeRobot.',
    uaAllowlistAdd: 'Lägg till en användaragent',
    pathAllowlistHint: 'Börjar med snedstreck, till exempel /api/webhooks/.',
    pathAllowlistAdd: 'Lägg till ett sökvägsprefix',
    emptyList: 'Listan är tom.',

    invalid_ip_or_cidr:
      'Inte en IP-adress eller ett CIDR-intervall (till exempel 192.0.2.0/24 eller 2001:db8::/32).',
    invalid_path_prefix: 'Ett sökvägsprefix börjar med / och saknar mellanslag, ? och #.',
    invalid_country_code: 'Inte en landskod som panelen känner till.',
    empty_entry: 'Skriv något först.',
    duplicate_entry: 'Det här finns redan i listan.',

    recordsTitle: 'DNS-poster via proxyn',
    recordsHelp: 'Domänens poster vars trafik går via CDN:et.',
    recordsLabel: 'DNS-poster via proxyn',
    recordsEmpty: 'Inga poster går via proxyn.',
    type: 'Typ',
    name: 'Namn',
    value: 'Värde',

    cacheTitle: 'Cache',
    cacheHelp:
      'CDN:et sparar kopior av dina sidor och filer. Töm cachen efter en ändring om besökarna fortfarande ser den gamla versionen.',
    purge: 'Töm hela cachen…',
    purgeCommand: 'Töm hela cachen för {domain}…',
    purgeTitle: 'Tömma hela cachen?',
    purgeBody:
      'Alla cachade kopior för {domain} kastas. Besökarna får då färska kopior från din server, vilket en stund kan gå långsammare och belasta servern mer.',
    purgeConfirm: 'Töm cachen',
    purged: 'Cachen är tömd. Besökarna får nu färska kopior från din server.',
    viaSupport: 'Via supporten',
    viaSupportHint: 'Det går inte att göra i panelen: be supporten om det.',
    goToSetting: 'Till inställningen',
    levelHint:
      'Hur misstänkt ett besök måste se ut innan det får en utmaning. Medel passar de flesta webbplatser; Hög kan även utmana riktiga besökare.',
    minTlsVersionHint:
      'Den äldsta TLS-version som besökare får ansluta med. 1.2 är det vanliga valet; 1.3 stänger ute vissa äldre webbläsare och enheter.',
    blockBadCrawlersHint:
      'Avvisar sökrobotar som struntar i robots.txt eller kopierar innehåll. Sökmotorer påverkas inte.',
    blockBadBotsHint:
      'Blockerar robotar som finns på CDN:ets lista över kända angripare och spammare.',
    wpAdminChallengeHint:
      'Den som öppnar /wp-admin måste först klara en utmaning, vilket stoppar de flesta automatiska angrepp där.',
    skipEnabledHint: 'Så länge det här är av sparas listorna nedan men gör ingen skillnad.',
    audienceActionHint:
      'En utmaning släpper igenom riktiga människor efter en kort kontroll; blockering avvisar alla.',
    addCountryHint: 'Besökare från länderna du lägger till når webbplatsen utan utmaning.',
  },
});
