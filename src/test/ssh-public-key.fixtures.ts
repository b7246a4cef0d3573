/**
 * Real keys made once with `ssh-keygen` (OpenSSH 9.2) for the parser's tests; each fingerprint is
 * what `ssh-keygen -lf` printed for it. The two hardware-backed (sk-) keys wrap the Ed25519 and
 * P-256 keys' material in the sk- blob layout, since no security key was at hand; `ssh-keygen -lf`
 * accepted both and printed the fingerprints below.
 */
export const publicKeyFixtures = {
  rsa: {
    type: 'ssh-rsa',
    line: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQCifmPXTL999FhJVGG3RT/uwj4tqeHbameGxJqzJoMit3PpTqULnSyiMQ5amGFsu8eCPfHVYZvSVRPcE41WHDjyHOsrRsLXD+fm7ANXG2k8rQ4TmESX3yBx0FsMHCz2Pk107WMEhtnpTqz7Se/Ix9s4RGusRuTb3dyCKvtuy7dXWjbJwzwU0SzN97mpyVJbtgDlSdfqLmNKryq+8lGWd57NRDdv8PvcWhwIqp3qI3EfsQ8rbzr63aP+0Pevy72JYJkRZatGfHayn0NxYB1xZo6TIQJ0VDl+aOUFNiNXnhO3aS0n0YuBbdA75/o5x1vWVUqhd8W3kvcMAOM2mFN94GFQ8ZPzltp4WxjmK1KZbnItUJqCuxZTwZsQfeTopqIIL7+t/6Lw/ivKE0UYN0dKO4oBQQIKK0Jqy8S5neksivsKuJHLrxxxBBGT3wEYa9Hm0HpZxkc5Inks4nae/TiJU1GP2FrEuB3tZZsvkwmKNFua258FyELznlz0eHxKtoEe0l0= fixture-rsa_-b_3072',
    fingerprint: 'SHA256:v0PxYRzlJwCee9oVWbbL1xfY32+V1nALrLozcTdNz4I',
  },
  ed25519: {
    type: 'ssh-ed25519',
    line: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5WMah fixture-ed25519',
    fingerprint: 'SHA256:0mLkDx3/SZPtegjJbObAttvoGuuMmlU7vS9HNrO4hTo',
  },
  ecdsaP256: {
    type: 'ecdsa-sha2-nistp256',
    line: 'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBKoFLq6UiAvHMloXAR6ADZMwMif+ejmoxrMZJK8OzYE/vWXV38EnrtGavUsxy0QXQtUsPOumiNZYed++pOI14Ds= fixture-ecdsa_-b_256',
    fingerprint: 'SHA256:nxqqVndjT2FKnxfgybBCGGWaxfWbQeLMcrYtNgL33no',
  },
  ecdsaP384: {
    type: 'ecdsa-sha2-nistp384',
    line: 'ecdsa-sha2-nistp384 AAAAE2VjZHNhLXNoYTItbmlzdHAzODQAAAAIbmlzdHAzODQAAABhBF7p90Pn9JoUzF3bdGfbQzWMK8IXLLfoauiPC0LW274SS+wPOUlj0TnwT40/d85DZO9d0wSG8T5Al2+88JDzInBvgBpmT+y4bjl2QDOEO3YgXR4cN80yHkuYH9XLNkEumA== fixture-ecdsa_-b_384',
    fingerprint: 'SHA256:aSAnqbus6IkZsSasO8K9xCSEbQzmU/y9TJjgWSXnMFg',
  },
  ecdsaP521: {
    type: 'ecdsa-sha2-nistp521',
    line: 'ecdsa-sha2-nistp521 AAAAE2VjZHNhLXNoYTItbmlzdHA1MjEAAAAIbmlzdHA1MjEAAACFBACBZ22lYGkDd92uHqMVvIezm79OsCJTpPa8Q7oUVxjDnZ/1m6fWWT4pn4gZ6/+3Bu5IE5XrX61EuMR9DxbtVYKLVADuf4xnpVva6/dWvWNCamfLRmuIb6Sm/8KFj4aQc/BfrG+ON1t6y0cSIslBnFGjeHEw5YS/pJQhdi1tD9b9KBokmg== fixture-ecdsa_-b_521',
    fingerprint: 'SHA256:6GYK6rXzjhDUfWwFvvM01I7Uh1QS+eh7PBZAZj+YRmw',
  },
  dsa: {
    type: 'ssh-dss',
    line: 'ssh-dss AAAAB3NzaC1kc3MAAACBAKx8foa16C67jBTcrYg4KtuLffslyAMl2U/wkJZ+Y3mWX4yftWfVnvkFM95sdbOY75iX4Yq9kLLc2a8scQ3yBl8QrUL+O+UYqKwYLF5INz9QUSwDsL1CWSpooNgHDV9yHmEXp506b/Z4AMC4VCGSFPgVQo292EtLP2bOyrgywM8PAAAAFQDvLopimnQNOcY4KGLey0TYoa5q9QAAAIBEa7OitAkWjgEPaFO5HD2F7D9ICXW7brYXOvBRjqMtA6x84cZp7ej0HISzB7nfW3aQIatX38QxGqc3txAzg4P0o2vLJAXhfbCfsbpgBrL0M1gr9kR0hh1JWHqpvHbEz8PpvYm5hugHOCvigd/5bNASeqwnudfF1ejfnUCBYGlOQAAAAIBNTm06SZj5KOkNjRI756sU0D9NfCTI/WTXxphu+HTngwKKOszOcGX8U2QAQ6k2Z+D0QjfYo52qZH8d2Pl3cW3TeJObK9jodJImdQ7VSHUuABft3g+xLdzFEkRRb23PNtQptnoZ6BoLMEuAMZeJvUpvWqoLNruTwMczu3oCEf88iw== fixture-dsa',
    fingerprint: 'SHA256:YSZA0ji9mpWvuo3av0cFx8DcnLQDoxLzYaPN7JeicHQ',
  },
  skEd25519: {
    type: 'sk-ssh-ed25519@openssh.com',
    line: 'sk-ssh-ed25519@openssh.com AAAAGnNrLXNzaC1lZDI1NTE5QG9wZW5zc2guY29tAAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5WMahAAAABHNzaDo= fixture-sk-ed25519',
    fingerprint: 'SHA256:FalNotBPJutOsOj757XZlak6AgpubeQdT8RrP7tlYPw',
  },
  skEcdsaP256: {
    type: 'sk-ecdsa-sha2-nistp256@openssh.com',
    line: 'sk-ecdsa-sha2-nistp256@openssh.com AAAAInNrLWVjZHNhLXNoYTItbmlzdHAyNTZAb3BlbnNzaC5jb20AAAAIbmlzdHAyNTYAAABBBKoFLq6UiAvHMloXAR6ADZMwMif+ejmoxrMZJK8OzYE/vWXV38EnrtGavUsxy0QXQtUsPOumiNZYed++pOI14DsAAAAEc3NoOg== fixture-sk-ecdsa',
    fingerprint: 'SHA256:ilmzmdxiWDVIpyHy07LLNI1KAH8sUdvPBa06L2XXiAM',
  },
} as const;

/**
 * Private keys generated for these tests and cut down to their opening lines: detection must work
 * from the start of a paste, and no usable private key belongs in the repository.
 */
export const privateKeyFixtures = {
  openssh: [
    '-----BEGIN OPENSSH PRIVATE KEY-----',
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
    'QyNTUxOQAAACDbfK8xoUPWptMYJqvW4c6+YdNytpjSYV4PbQ2Acn6eNAAAAJBnArRyZwK0',
    '-----END OPENSSH PRIVATE KEY-----',
  ].join('\n'),
  opensshEncrypted: [
    '-----BEGIN OPENSSH PRIVATE KEY-----',
    'b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABCn4oHbVa',
    'PfAcNnAmH379L6AAAAEAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5AAAAII3rzqiMrZQkpNvp',
    '-----END OPENSSH PRIVATE KEY-----',
  ].join('\n'),
  rsaPem: [
    '-----BEGIN RSA PRIVATE KEY-----',
    'MIIEogIBAAKCAQEAy3NR9ISRkgwl3CaMs5A2JHS1VJ1YDTNzri9wa0Fta6pHcFXq',
    'Ldp2zEcljhvQ3ei+g/KybS0WhYNJnAriYVwPs/WbrbzLxdbsfmUwXDHgwJ1/dQN8',
    '-----END RSA PRIVATE KEY-----',
  ].join('\n'),
  dsaPem: [
    '-----BEGIN DSA PRIVATE KEY-----',
    'MIIBugIBAAKBgQC1sM2/DLqODEWs9ojm3hbXjMCqkFPl6Zbif7/Y44VDpYytCSQN',
    '/Z2KwG1F88xqz5JEMdWEzM3mokNc2SKytvVWufnsS5xhiUtRLLrpnrI8mNfm2c5y',
    '-----END DSA PRIVATE KEY-----',
  ].join('\n'),
  ecPem: [
    '-----BEGIN EC PRIVATE KEY-----',
    'MHcCAQEEIIXtbeFdRif9EcNx1f81kT9z0Ab4hwh2Dt2PPT3TQkEIoAoGCCqGSM49',
    'AwEHoUQDQgAE4iuONoN0cC6gVJmF/p7jSPL1Q7zonfWF6fwg+zGe6b+gCaUlZ6UK',
    '-----END EC PRIVATE KEY-----',
  ].join('\n'),
  pkcs8: [
    '-----BEGIN PRIVATE KEY-----',
    'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCwaI23nTXm53+v',
    'ZkijlO7rocz1X44nswcixv+qrFJkisTaVVzhApuj49AOnA7j9/4VJYz1x4YHMHYA',
    '-----END PRIVATE KEY-----',
  ].join('\n'),
  pkcs8Encrypted: [
    '-----BEGIN ENCRYPTED PRIVATE KEY-----',
    'MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIukl4617N/BcCAggA',
    'MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAECBBDuw1LDQlR4ag+L/GtNgrtiBIIE',
    '-----END ENCRYPTED PRIVATE KEY-----',
  ].join('\n'),
} as const;

/** The same private keys' bodies as pasted without their BEGIN/END lines. */
export const headerlessPrivateKeyFixtures = {
  openssh: [
    'b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW',
    'QyNTUxOQAAACDbfK8xoUPWptMYJqvW4c6+YdNytpjSYV4PbQ2Acn6eNAAAAJBnArRyZwK0',
  ].join('\n'),
  opensshEncrypted: [
    'b3BlbnNzaC1rZXktdjEAAAAACmFlczI1Ni1jdHIAAAAGYmNyeXB0AAAAGAAAABCn4oHbVa',
    'PfAcNnAmH379L6AAAAEAAAAAEAAAAzAAAAC3NzaC1lZDI1NTE5AAAAII3rzqiMrZQkpNvp',
  ].join('\n'),
  rsaPem: [
    'MIIEogIBAAKCAQEAy3NR9ISRkgwl3CaMs5A2JHS1VJ1YDTNzri9wa0Fta6pHcFXq',
    'Ldp2zEcljhvQ3ei+g/KybS0WhYNJnAriYVwPs/WbrbzLxdbsfmUwXDHgwJ1/dQN8',
  ].join('\n'),
  dsaPem: [
    'MIIBugIBAAKBgQC1sM2/DLqODEWs9ojm3hbXjMCqkFPl6Zbif7/Y44VDpYytCSQN',
    '/Z2KwG1F88xqz5JEMdWEzM3mokNc2SKytvVWufnsS5xhiUtRLLrpnrI8mNfm2c5y',
  ].join('\n'),
  ecPem: [
    'MHcCAQEEIIXtbeFdRif9EcNx1f81kT9z0Ab4hwh2Dt2PPT3TQkEIoAoGCCqGSM49',
    'AwEHoUQDQgAE4iuONoN0cC6gVJmF/p7jSPL1Q7zonfWF6fwg+zGe6b+gCaUlZ6UK',
  ].join('\n'),
  pkcs8: [
    'MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQCwaI23nTXm53+v',
    'ZkijlO7rocz1X44nswcixv+qrFJkisTaVVzhApuj49AOnA7j9/4VJYz1x4YHMHYA',
  ].join('\n'),
  pkcs8Encrypted: [
    'MIIFLTBXBgkqhkiG9w0BBQ0wSjApBgkqhkiG9w0BBQwwHAQIukl4617N/BcCAggA',
    'MAwGCCqGSIb3DQIJBQAwHQYJYIZIAWUDBAECBBDuw1LDQlR4ag+L/GtNgrtiBIIE',
  ].join('\n'),
} as const;

/** PuTTY's own key files (hand-written in PuTTYgen's layout; their contents are placeholders). */
export const puttyKeyFixtures = {
  version2: [
    'PuTTY-User-Key-File-2: ssh-ed25519',
    'Encryption: none',
    'Comment: ed25519-key-20260101',
    'Public-Lines: 2',
    'AAAAC3NzaC1lZDI1NTE5AAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5',
    'WMah',
    'Private-Lines: 1',
  ].join('\n'),
  version3: [
    'PuTTY-User-Key-File-3: ssh-ed25519',
    'Encryption: none',
    'Comment: ed25519-key-20260101',
    'Public-Lines: 2',
    'AAAAC3NzaC1lZDI1NTE5AAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5',
    'WMah',
    'Private-Lines: 1',
  ].join('\n'),
} as const;

/** Public keys in other formats, as `ssh-keygen -e` writes them. */
export const otherFormatFixtures = {
  ssh2: [
    '---- BEGIN SSH2 PUBLIC KEY ----',
    'Comment: "256-bit ED25519, converted by root@vm from OpenSSH"',
    'AAAAC3NzaC1lZDI1NTE5AAAAILjsMg7xM7/XtxK6meil546gyymPqxNLPux9Nyb5WMah',
    '---- END SSH2 PUBLIC KEY ----',
  ].join('\n'),
  pem: [
    '-----BEGIN PUBLIC KEY-----',
    'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEqgUurpSIC8cyWhcBHoANkzAyJ/56',
    'OajGsxkkrw7NgT+9ZdXfwSeu0Zq9SzHLRBdC1Sw866aI1lh5376k4jXgOw==',
    '-----END PUBLIC KEY-----',
  ].join('\n'),
  pemBodyOnly: 'MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEqgUurpSIC8cyWhcBHoANkzAyJ/56',
} as const;
