import { expect } from 'chai';
import { checkStatusFromSignals, riskScoreOf, verdictFromSignals, type ForensicsSignal, type SignalSeverity, type SignalSource } from '../../src/processing/forensics/signals';

const box = { page: 1, x: 0.1, y: 0.2, width: 0.3, height: 0.05 };
function signal(severity: SignalSeverity, source: SignalSource, located = false): ForensicsSignal {
  return { checkNumber: 1, code: 'test', severity, source, message: 'm', evidence: { boxes: located ? [box] : [], values: [] } };
}

describe('forensics verdict rule (docs/forensics.md)', () => {
  it('is clean with no signal or one low one, and never tampered without a located high signal', () => {
    expect(verdictFromSignals([])).to.equal('clean');
    expect(verdictFromSignals([signal('low', 'metadata')])).to.equal('clean');
    expect(verdictFromSignals([signal('high', 'structure')])).to.equal('suspicious');
  });

  it('counts two low signals of the same source once', () => {
    expect(verdictFromSignals([signal('low', 'metadata'), signal('low', 'metadata')])).to.equal('clean');
    expect(verdictFromSignals([signal('low', 'metadata'), signal('low', 'image')])).to.equal('suspicious');
  });

  it('is suspicious on a medium signal and tampered on a located high one, whatever else', () => {
    expect(verdictFromSignals([signal('medium', 'structure')])).to.equal('suspicious');
    expect(verdictFromSignals([signal('low', 'metadata'), signal('high', 'content', true)])).to.equal('tampered');
    expect(verdictFromSignals([signal('high', 'content', true)], true)).to.equal('tampered');
  });

  it('is inconclusive on an unreadable file without stronger evidence', () => {
    expect(verdictFromSignals([], true)).to.equal('inconclusive');
    expect(verdictFromSignals([signal('medium', 'structure')], true)).to.equal('suspicious');
  });

  it('gives a risk score inside the band of its verdict', () => {
    const cases: ForensicsSignal[][] = [
      [],
      [signal('low', 'metadata')],
      [signal('low', 'metadata'), signal('low', 'image')],
      [signal('medium', 'structure')],
      [signal('medium', 'structure'), signal('medium', 'content'), signal('medium', 'image'), signal('medium', 'image'), signal('medium', 'image'), signal('low', 'metadata')],
      [signal('high', 'content', true)],
      [signal('high', 'content', true), signal('high', 'content', true), signal('high', 'image', true), signal('high', 'image', true), signal('high', 'image', true), signal('high', 'image', true), signal('high', 'image', true)],
    ];
    const bands = { clean: [0, 29], suspicious: [30, 69], inconclusive: [30, 69], tampered: [70, 100] } as const;
    for (const signals of cases) {
      const verdict = verdictFromSignals(signals);
      const [lo, hi] = bands[verdict];
      expect(riskScoreOf(signals, verdict)).to.be.within(lo, hi);
    }
    expect(riskScoreOf([signal('high', 'content', true), signal('high', 'image', true)], 'tampered')).to.be.greaterThan(riskScoreOf([signal('high', 'content', true)], 'tampered'));
  });

  it('gives a check its status from its own signals', () => {
    expect(checkStatusFromSignals([])).to.equal('passed');
    expect(checkStatusFromSignals([signal('low', 'metadata')])).to.equal('warning');
    expect(checkStatusFromSignals([signal('high', 'content')])).to.equal('warning');
    expect(checkStatusFromSignals([signal('high', 'content', true)])).to.equal('failed');
  });
});
