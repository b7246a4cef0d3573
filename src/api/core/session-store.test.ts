import { endSession, getApiKey, restoreSession, startSession } from './session-store';

describe('session store', () => {
  it('keeps the key in memory only by default', () => {
    startSession({ apiKey: 'k_secret_1', readOnly: false, remember: false });
    expect(getApiKey()).toBe('k_secret_1');
    expect(
      JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }),
    ).not.toContain('k_secret_1');
  });

  it('remembers in this tab only when asked, and a reload picks it up', () => {
    startSession({ apiKey: 'k_secret_2', readOnly: true, remember: true });
    expect(sessionStorage.getItem('panel.session')).toContain('k_secret_2');
    expect(JSON.stringify({ ...localStorage })).not.toContain('k_secret_2');
    endSession();
    expect(getApiKey()).toBeNull();
    startSession({ apiKey: 'k_secret_2', readOnly: true, remember: true });
    expect(restoreSession()).toEqual({ apiKey: 'k_secret_2', readOnly: true, remember: true });
  });

  it('forgets the remembered key on sign-out', () => {
    startSession({ apiKey: 'k_secret_3', readOnly: false, remember: true });
    endSession();
    expect(sessionStorage.getItem('panel.session')).toBeNull();
    expect(restoreSession()).toBeNull();
  });
});

describe('sign-out', () => {
  it('clears every entry the panel kept in this tab, and only those', () => {
    startSession({ apiKey: 'k_secret_4', readOnly: false, remember: true });
    sessionStorage.setItem('panel.operations', '[{"jobId":"job_1"}]');
    sessionStorage.setItem('panel.vps.operation-kinds', '[["job_1","rebuild"]]');
    sessionStorage.setItem('other.app', 'kept');
    endSession('signed_out');
    expect(Object.keys({ ...sessionStorage })).toEqual(['other.app']);
    sessionStorage.removeItem('other.app');
  });
});
