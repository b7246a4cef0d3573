import { operationKindOf, rememberOperationKind } from './operation-kinds';

describe('remembered operation kinds', () => {
  it('tells the kind of a job started in this tab, also after a reload', () => {
    rememberOperationKind('job_00001', 'shutdown');
    rememberOperationKind('job_00002', 'rebuild');
    expect(operationKindOf('job_00001')).toBe('shutdown');
    expect(operationKindOf('job_00002')).toBe('rebuild');
    expect(operationKindOf('job_00003')).toBeNull();
  });

  it('ignores anything in storage it did not write', () => {
    sessionStorage.setItem(
      'panel.vps.operation-kinds',
      JSON.stringify([['job_1', 'format-disk'], 'junk', ['job_2', 'stop']]),
    );
    expect(operationKindOf('job_1')).toBeNull();
    expect(operationKindOf('job_2')).toBe('stop');
    sessionStorage.setItem('panel.vps.operation-kinds', '{not json');
    expect(operationKindOf('job_2')).toBeNull();
  });

  it('keeps only the newest 50 jobs', () => {
    for (let index = 0; index < 60; index += 1) rememberOperationKind(`job_${index}`, 'stop');
    expect(operationKindOf('job_59')).toBe('stop');
    expect(operationKindOf('job_10')).toBe('stop');
    expect(operationKindOf('job_9')).toBeNull();
  });
});
