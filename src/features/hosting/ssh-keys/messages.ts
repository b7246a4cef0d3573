import { defineMessages } from '../../../i18n/messages';

export const sshKeyMessages = defineMessages({
  en: {
    title: 'SSH keys',
    description: 'Public keys that may sign in to this account over SSH and SFTP.',
    listLabel: 'SSH keys on the account',
    keyName: 'Name',
    fingerprint: 'Fingerprint',
    access: 'Access',
    authorized: 'Authorized',
    notAuthorized: 'Imported, not authorized',
    searchHint: 'Name or fingerprint',
    empty: 'No SSH keys yet',
    emptyHint: 'Import a public key below to sign in over SSH.',
    importTitle: 'Import a public key',
    importDescription:
      'Paste the contents of your public key file, the one ending in .pub. A private key never leaves your computer.',
    nameLabel: 'Key name',
    nameHint:
      'Letters, digits, dots, hyphens and underscores, up to 64 characters, for example anna-laptop.',
    publicKeyLabel: 'Public key',
    publicKeyHint: 'One line that starts with the key type, such as ssh-ed25519 AAAA… anna@laptop.',
    importButton: 'Import and authorize',
    recognised: '{type} key recognised. Fingerprint: {fingerprint}',
    compareFingerprint: 'On your computer, ssh-keygen -lf <file>.pub shows the same fingerprint.',
    privateKeyTitle: 'That was a private key, so it was removed',
    privateKeyText:
      'Nothing was sent. A private key must stay on your own computer. Paste the public key instead: the file with the same name ending in .pub, for example ~/.ssh/id_ed25519.pub.',
    imported: 'The key {name} was imported and authorized.',
    importedNotAuthorized: 'The key {name} was imported but is not authorized yet.',
    conflict_name: 'A key with this name already exists on the account.',
    conflict_publicKey: 'This public key is already on the account under another name.',
    sshKeyNameRequired: 'Give the key a name.',
    sshKeyNameTooLong: 'Use at most 64 characters.',
    sshKeyNameFormat:
      'Use only letters a–z, digits, dots, hyphens and underscores, and do not start with a dot.',
    sshKeyProblem_private_key: 'This is a private key. Paste the public key (.pub) instead.',
    sshKeyProblem_empty: 'Paste a public key.',
    sshKeyProblem_too_long:
      'This is far longer than any public key. Paste only the single line from the .pub file.',
    sshKeyProblem_multiple_lines:
      'Paste exactly one key, on a single line. Import several keys one at a time.',
    sshKeyProblem_other_format:
      'This public key is in SSH2 or PEM format. Convert it to OpenSSH format first, for example with ssh-keygen -i -f key.pub.',
    sshKeyProblem_missing_type:
      'The key type is missing: the line should start with, for example, ssh-ed25519 or ssh-rsa.',
    sshKeyProblem_unsupported_type:
      'This key type is not supported. Use an RSA, Ed25519, ECDSA, DSA or security-key (sk-) key.',
    sshKeyProblem_missing_key_data: 'The key data after the key type is missing.',
    sshKeyProblem_not_base64: 'The key data is damaged: it contains characters a key cannot have.',
    sshKeyProblem_type_mismatch:
      'The key data belongs to another key type than the start of the line says.',
    sshKeyProblem_malformed_key_data:
      'The key data is incomplete or damaged. Copy the whole line again.',
  },
  sv: {
    title: 'SSH-nycklar',
    description: 'Publika nycklar som får logga in på kontot med SSH och SFTP.',
    listLabel: 'SSH-nycklar på kontot',
    keyName: 'Namn',
    fingerprint: 'Fingeravtryck',
    access: 'Åtkomst',
    authorized: 'Behörig',
    notAuthorized: 'Importerad, inte behörig',
    searchHint: 'Namn eller fingeravtryck',
    empty: 'Inga SSH-nycklar ännu',
    emptyHint: 'Importera en publik nyckel nedan för att kunna logga in med SSH.',
    importTitle: 'Importera en publik nyckel',
    importDescription:
      'Klistra in innehållet i filen med din publika nyckel, den som slutar på .pub. En privat nyckel lämnar aldrig din dator.',
    nameLabel: 'Nyckelns namn',
    nameHint:
      'Bokstäver, siffror, punkter, bindestreck och understreck, högst 64 tecken, till exempel anna-laptop.',
    publicKeyLabel: 'Publik nyckel',
    publicKeyHint: 'En rad som börjar med nyckeltypen, till exempel ssh-ed25519 AAAA… anna@laptop.',
    importButton: 'Importera och ge behörighet',
    recognised: '{type}-nyckel känns igen. Fingeravtryck: {fingerprint}',
    compareFingerprint: 'På din dator visar ssh-keygen -lf <fil>.pub samma fingeravtryck.',
    privateKeyTitle: 'Det där var en privat nyckel, så den togs bort',
    privateKeyText:
      'Ingenting skickades. En privat nyckel ska stanna på din egen dator. Klistra in den publika nyckeln i stället: filen med samma namn som slutar på .pub, till exempel ~/.ssh/id_ed25519.pub.',
    imported: 'Nyckeln {name} importerades och fick behörighet.',
    importedNotAuthorized: 'Nyckeln {name} importerades men har ännu inte fått behörighet.',
    conflict_name: 'Det finns redan en nyckel med det namnet på kontot.',
    conflict_publicKey: 'Den här publika nyckeln finns redan på kontot under ett annat namn.',
    sshKeyNameRequired: 'Ge nyckeln ett namn.',
    sshKeyNameTooLong: 'Använd högst 64 tecken.',
    sshKeyNameFormat:
      'Använd bara bokstäverna a–z, siffror, punkter, bindestreck och understreck, och börja inte med en punkt.',
    sshKeyProblem_private_key:
      'Det här är en privat nyckel. Klistra in den publika nyckeln (.pub) i stället.',
    sshKeyProblem_empty: 'Klistra in en publik nyckel.',
    sshKeyProblem_too_long:
      'Det här är mycket längre än någon publik nyckel. Klistra bara in den enda raden från .pub-filen.',
    sshKeyProblem_multiple_lines:
      'Klistra in exakt en nyckel, på en enda rad. Importera flera nycklar en i taget.',
    sshKeyProblem_other_format:
      'Den här publika nyckeln är i SSH2- eller PEM-format. Konvertera den först till OpenSSH-format, till exempel med ssh-keygen -i -f nyckel.pub.',
    sshKeyProblem_missing_type:
      'Nyckeltypen saknas: raden ska börja med till exempel ssh-ed25519 eller ssh-rsa.',
    sshKeyProblem_unsupported_type:
      'Den här nyckeltypen stöds inte. Använd en RSA-, Ed25519-, ECDSA-, DSA- eller säkerhetsnyckel (sk-).',
    sshKeyProblem_missing_key_data: 'Nyckeldata efter nyckeltypen saknas.',
    sshKeyProblem_not_base64:
      'Nyckeldatan är skadad: den innehåller tecken som en nyckel inte kan ha.',
    sshKeyProblem_type_mismatch:
      'Nyckeldatan hör till en annan nyckeltyp än den som står först på raden.',
    sshKeyProblem_malformed_key_data:
      'Nyckeldatan är ofullständig eller skadad. Kopiera hela raden igen.',
  },
});
