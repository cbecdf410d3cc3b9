import { followActiveTraces, UNTRACED, withActiveTraceId } from './active-trace';

describe('withActiveTraceId', () => {
  afterEach(() => followActiveTraces(UNTRACED));

  it('leaves a log entry as it is while nothing is traced', () => {
    expect(withActiveTraceId({ level: 'warn', msg: 'part rendered in the browser' })).toEqual({
      level: 'warn',
      msg: 'part rendered in the browser',
    });
  });

  it("adds the active trace's id once tracing follows traces, and only inside one", () => {
    let active: string | undefined = '4bf92f3577b34da6a3ce929d0e0e4736';
    followActiveTraces({ ...UNTRACED, traceId: () => active });
    expect(withActiveTraceId({ msg: 'renderer did not answer' })).toEqual({
      msg: 'renderer did not answer',
      traceId: '4bf92f3577b34da6a3ce929d0e0e4736',
    });
    active = undefined;
    expect(withActiveTraceId({ msg: 'release refused' })).toEqual({ msg: 'release refused' });
  });
});
