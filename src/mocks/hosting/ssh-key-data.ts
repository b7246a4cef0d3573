export interface MockHostingSshKey {
  id: string;
  accountId: string;
  name: string;
  /** Kept so the seed's fingerprints can be checked against the key; never answered. */
  publicKey: string;
  fingerprint: string;
  authorized: boolean;
}

/** Real public keys (ssh-keygen); the fingerprints are what `ssh-keygen -lf` printed for them. */
export function seedHostingSshKeys(): MockHostingSshKey[] {
  return [
    {
      id: 'ssh_anna01',
      accountId: 'acct_aurora01',
      name: 'anna-laptop',
      authorized: true,
      publicKey:
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILa1EyCC3JaWvhslCxPMLNPVn7qVX63sVW8vZASLld3k anna@laptop',
      fingerprint: 'SHA256:irpPWOn5B/K1S2Bv7EBgJ0Nm3Liv696ztXguf9WdUNo',
    },
    {
      id: 'ssh_deploy02',
      accountId: 'acct_aurora01',
      name: 'deploy-ci',
      authorized: true,
      publicKey:
        'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQDHAZufie2hu+VHTIfCHrzfsxG4RZ3t6bubddMqHyZzknbiK/vf2CQBmM6XKHz3qPVHf5IhclhA2r47LCkGWSPSW0YdpVeq0wikYWi+f6JoTyawH2EOoDeeYC/02JmoL/pS/bAINmf5DxBKolMIkOrHAUFIPjQkMbrNNv5cS2tLnR2XHO0yBUI3LZZku82A9sJlUcOENj4LVUVFrOOsppluQDmIMPpa2PEFq+/pHTox1KJFrxB4dUmhs3ySjtRwrLegCst2Z1IkfnCMEJq8x7xJjUC9B8ecV5eCJVQzsGl7iqvUiC7K9TAXldgQwM/BI1nS0/BQMPL1yATF9xUpZH4smFiDeIIiuAZuDGKJTsHRAuNmSFMg5u/hffZfCEBHrJgD1paitJC4W89FKxbrxOSSt2gX+c1rqIyEHpMYrE0g17mbsAivkd0MYCHgnmKwCi6PHe0op0x1CoV+8mZFBaPRx5FpW8nRpC2aKWRhNlceSj1cpdYe+sr6PIRMV6vmfc0= deploy@ci',
      fingerprint: 'SHA256:9SR+A+Z5S8eB1Czf9fM9IuWGKB6gCh3X7RbgiC5R1os',
    },
    {
      id: 'ssh_ola03',
      accountId: 'acct_aurora01',
      name: 'ola-desktop',
      authorized: false,
      publicKey:
        'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBOhdHLrN2T4dzCkSjweV0MrgRKC25+D6PHuO1AbfLkY0Ymgb1pv1fU0woh1mlIscdql6hhncjWp3y733N1iGRhU= ola@desktop',
      fingerprint: 'SHA256:VyK+IC5FC1MF8yDcxpiSRaq2JFolFvrEONp90e0GnE4',
    },
    {
      id: 'ssh_stuga04',
      accountId: 'acct_paused02',
      name: 'stugvard',
      authorized: true,
      publicKey:
        'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILa1EyCC3JaWvhslCxPMLNPVn7qVX63sVW8vZASLld3k anna@laptop',
      fingerprint: 'SHA256:irpPWOn5B/K1S2Bv7EBgJ0Nm3Liv696ztXguf9WdUNo',
    },
  ];
}
