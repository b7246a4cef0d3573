import { defineMessages } from '../../i18n/messages';

/** Titles and descriptions of the VPS pages; with the entry, so a cold start shows them at once. */
export const vpsFrames = defineMessages({
  en: {
    listTitle: 'Servers',
    listDescription: 'Your virtual private servers.',
    serverTitle: 'Server',
    serverDescription: 'Power, firmware, rebuild, SSH access and backups of this server.',
    sshKeysTitle: 'SSH keys',
    sshKeysDescription:
      'Keys saved in your account for ordering, rebuilding and resetting access to servers. Shared-hosting keys are managed under Hosting.',
  },
  sv: {
    listTitle: 'Servrar',
    listDescription: 'Dina virtuella privata servrar.',
    serverTitle: 'Server',
    serverDescription:
      'Ström, firmware, återskapning, SSH-åtkomst och säkerhetskopior för servern.',
    sshKeysTitle: 'SSH-nycklar',
    sshKeysDescription:
      'Nycklar som sparats i kontot för att beställa, återskapa och återställa åtkomst till servrar. Nycklar för webbhotell hanteras under Webbhotell.',
  },
});
