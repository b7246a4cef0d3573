// @vitest-environment node
import { pollJob, startJob } from './jobs';
import { createState } from './state';

describe('held jobs', () => {
  it('answer in_progress without advancing while held, then go on from where they were', () => {
    const state = createState();
    const job = startJob(state);
    expect(pollJob(state, job.jobId)).toMatchObject({ status: 'in_progress', progress: 33 });
    state.jobsHeld = true;
    for (let poll = 0; poll < 5; poll += 1) {
      expect(pollJob(state, job.jobId)).toMatchObject({ status: 'in_progress', progress: 33 });
    }
    state.jobsHeld = false;
    expect(pollJob(state, job.jobId)).toMatchObject({ status: 'in_progress', progress: 67 });
    expect(pollJob(state, job.jobId)).toMatchObject({ status: 'completed' });
  });
});
