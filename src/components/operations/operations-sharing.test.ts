import 'fake-indexeddb/auto';
import { clear, createStore, get, set } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { operationRecord } from '../../test/operations';
import { signInAs } from '../../test/session';
import { accountIdOf } from '../journal/account-id';
import { sharedChanges, startSharing, type SharedRecord } from './operations-sharing';
import { operationsStore } from './operations-store';

const at = Date.now();
const shared = createStore('panel-operations', 'running');

/** Another tab of the device: what it hears on the channel, and what it can say. */
function otherTab() {
  const heard: { account: string; records: SharedRecord[] }[] = [];
  const channel = new BroadcastChannel('panel.operations');
  channel.onmessage = (event: MessageEvent<(typeof heard)[number]>) => heard.push(event.data);
  return {
    heard,
    say: (message: unknown) => channel.postMessage(message),
    close: () => channel.close(),
  };
}

let stops: (() => void)[] = [];
afterEach(async () => {
  for (const stop of stops) stop();
  stops = [];
  await clear(shared);
});

async function share(): Promise<string> {
  const { key } = signInAs('owner');
  stops.push(startSharing());
  const account = await accountIdOf(key);
  // Sharing has begun once it stored what this tab runs (nothing yet).
  await waitFor(async () => expect(await get(account, shared)).toEqual([]));
  return account;
}

describe('what a tab takes from another', () => {
  it('takes a newer answer about a job it follows, and a running job it does not know', () => {
    const mine = operationRecord(at, { jobId: 'job_1' });
    const { updates, additions } = sharedChanges(
      [mine],
      [
        operationRecord(at, { jobId: 'job_1', status: 'completed', checkedAt: at + 5_000 }),
        operationRecord(at, { jobId: 'job_2', progress: 40 }),
      ],
    );
    expect(updates).toEqual([['job_1', expect.objectContaining({ status: 'completed' })]]);
    expect(additions).toEqual([
      expect.objectContaining({ jobId: 'job_2', progress: 40, resumed: true }),
    ]);
  });

  it('ignores an older answer, an end it never saw run, and a job it already saw end', () => {
    const { updates, additions } = sharedChanges(
      [
        operationRecord(at, { checkedAt: at + 9_000 }),
        operationRecord(at, { jobId: 'job_3', status: 'failed' }),
      ],
      [
        operationRecord(at, { checkedAt: at + 1_000, progress: 10 }),
        operationRecord(at, { jobId: 'job_2', status: 'completed' }),
        operationRecord(at, { jobId: 'job_3', status: 'completed', checkedAt: at + 9_000 }),
      ],
    );
    expect(updates).toEqual([]);
    expect(additions).toEqual([]);
  });

  it('takes no job whose poll URL it would not follow, nor anything not shaped as a record', () => {
    const { additions } = sharedChanges(
      [],
      [
        operationRecord(at, {
          jobId: 'job_2',
          pollUrl: 'https://elsewhere.example/api/jobs/job_2',
        }),
        { jobId: 'job_3', status: 'in_progress' },
        null,
      ],
    );
    expect(additions).toEqual([]);
  });

  it('takes a title with its name kept apart, and none whose kept values are not text', () => {
    const title = { en: 'Shut down {name}', sv: 'Stäng av {name}', params: { name: 'web-01' } };
    const { additions } = sharedChanges(
      [],
      [
        operationRecord(at, { jobId: 'job_2', title }),
        operationRecord(at, { jobId: 'job_3', title: { ...title, params: null } as never }),
        operationRecord(at, {
          jobId: 'job_4',
          title: { ...title, params: { name: ['web-01'] } } as never,
        }),
      ],
    );
    expect(additions).toEqual([expect.objectContaining({ jobId: 'job_2', title })]);
  });
});

describe('the tabs of one account', () => {
  it('tells the others of a job started here, stores its IDs under the hashed key only', async () => {
    const tab = otherTab();
    const account = await share();
    operationsStore.add(
      operationRecord(at, {
        jobId: 'job_9',
        pollUrl: '/api/jobs/job_9',
        retry: { method: 'POST', path: '/api/v2/vps/vps_web01/stop', body: { force: true } },
      }),
    );
    await waitFor(() => expect(tab.heard).toHaveLength(1));
    expect(tab.heard[0]?.account).toBe(account);
    expect(tab.heard[0]?.records).toEqual([
      expect.objectContaining({ jobId: 'job_9', pollUrl: '/api/jobs/job_9' }),
    ]);
    expect(tab.heard[0]?.records[0]).not.toHaveProperty('retry');
    await waitFor(async () =>
      expect(await get<SharedRecord[]>(account, shared)).toEqual([
        expect.objectContaining({ jobId: 'job_9' }),
      ]),
    );
    expect(account).not.toContain('demo_owner_key');
    expect(JSON.stringify(await get(account, shared))).not.toContain('demo_owner_key');

    operationsStore.update('job_9', { status: 'completed', checkedAt: at + 2_000 });
    await waitFor(async () => expect(await get(account, shared)).toEqual([]));
    expect(tab.heard.at(-1)?.records).toEqual([
      expect.objectContaining({ jobId: 'job_9', status: 'completed' }),
    ]);
    tab.close();
  });

  it('shows the end another tab saw, without telling it back', async () => {
    const tab = otherTab();
    const account = await share();
    operationsStore.add(operationRecord(at, { jobId: 'job_5' }));
    await waitFor(async () => expect(await get<SharedRecord[]>(account, shared)).toHaveLength(1));
    tab.say({
      account,
      records: [
        operationRecord(at, { jobId: 'job_5', status: 'completed', checkedAt: at + 3_000 }),
      ],
    });
    await waitFor(() => expect(operationsStore.get('job_5')?.status).toBe('completed'));
    // The tab that took the answer in does not tell it back.
    expect(tab.heard).toHaveLength(1);
    tab.close();
  });

  it('resumes in a new tab the jobs the account runs, and not another account’s', async () => {
    const { key } = signInAs('owner');
    const account = await accountIdOf(key);
    await set(account, [operationRecord(at, { jobId: 'job_7', progress: 60 })], shared);
    const tab = otherTab();
    stops.push(startSharing());
    await waitFor(() =>
      expect(operationsStore.get('job_7')).toEqual(
        expect.objectContaining({ progress: 60, resumed: true }),
      ),
    );
    tab.say({ account: 'someone-else', records: [operationRecord(at, { jobId: 'job_8' })] });
    tab.say({ account, records: [operationRecord(at, { jobId: 'job_6' })] });
    await waitFor(() => expect(operationsStore.get('job_6')).toBeDefined());
    expect(operationsStore.get('job_8')).toBeUndefined();
    tab.close();
  });
});
