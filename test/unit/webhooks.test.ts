import { expect } from 'chai';
import { caseEmitsEvents, envelopeOf, streamOf, type CaseEvent } from '../../src/domain/webhooks/events';
import { forbiddenAddressReason, isLocalHostName } from '../../src/domain/webhooks/targets';
import { validateEndpoint } from '../../src/domain/webhooks/configs';
import { deliveryHeaders, signWebhook, verifyWebhook } from '../../src/webhooks/signature';

describe('webhooks: delivery targets (decision "Webhooks" SSRF guard)', () => {
  const cases: [string, { given: string; forbidden: boolean }][] = [
    ['IPv4 loopback', { given: '127.0.0.1', forbidden: true }],
    ['IPv4 loopback, other address', { given: '127.8.9.10', forbidden: true }],
    ['private 10/8', { given: '10.1.2.3', forbidden: true }],
    ['private 172.16/12', { given: '172.31.255.1', forbidden: true }],
    ['172.32 is public', { given: '172.32.0.1', forbidden: false }],
    ['private 192.168/16', { given: '192.168.1.1', forbidden: true }],
    ['link-local and cloud metadata', { given: '169.254.169.254', forbidden: true }],
    ['carrier-grade NAT (Alibaba metadata)', { given: '100.100.100.200', forbidden: true }],
    ['Azure wireserver', { given: '168.63.129.16', forbidden: true }],
    ['this network', { given: '0.0.0.0', forbidden: true }],
    ['multicast', { given: '224.0.0.1', forbidden: true }],
    ['broadcast', { given: '255.255.255.255', forbidden: true }],
    ['public IPv4', { given: '93.184.216.34', forbidden: false }],
    ['IPv6 loopback', { given: '::1', forbidden: true }],
    ['IPv6 unspecified', { given: '::', forbidden: true }],
    ['IPv6 unique local (AWS metadata fd00:ec2::254)', { given: 'fd00:ec2::254', forbidden: true }],
    ['IPv6 link-local', { given: 'fe80::1', forbidden: true }],
    ['IPv6 link-local with zone', { given: 'fe80::1%eth0', forbidden: true }],
    ['IPv4-mapped loopback', { given: '::ffff:127.0.0.1', forbidden: true }],
    ['IPv4-mapped loopback, hex form', { given: '::ffff:7f00:1', forbidden: true }],
    ['NAT64 of a private address', { given: '64:ff9b::10.0.0.1', forbidden: true }],
    ['IPv4-mapped public', { given: '::ffff:93.184.216.34', forbidden: false }],
    ['IPv4-compatible loopback, hex form', { given: '::7f00:1', forbidden: true }],
    ['6to4 of loopback', { given: '2002:7f00:1::', forbidden: true }],
    ['IPv4-compatible, dotted form', { given: '::93.184.216.34', forbidden: true }],
    ['Teredo', { given: '2001:0:4136:e378:8000:63bf:3fff:fdd2', forbidden: true }],
    ['local-use NAT64', { given: '64:ff9b:1::a00:1', forbidden: true }],
    ['6to4 relay anycast', { given: '192.88.99.1', forbidden: true }],
    ['bracketed IPv6 loopback', { given: '[::1]', forbidden: true }],
    ['public IPv6', { given: '2606:2800:220:1:248:1893:25c8:1946', forbidden: false }],
    ['a name is not an address', { given: 'example.org', forbidden: true }],
  ];
  for (const [name, { given, forbidden }] of cases) {
    it(name, () => expect(forbiddenAddressReason(given) !== null).to.equal(forbidden));
  }

  const names: [string, { given: string; want: boolean }][] = [
    ['localhost', { given: 'localhost', want: true }],
    ['localhost with a dot', { given: 'LOCALHOST.', want: true }],
    ['a .localhost name', { given: 'api.localhost', want: true }],
    ['GCP metadata', { given: 'metadata.google.internal', want: true }],
    ['mDNS', { given: 'printer.local', want: true }],
    ['a public name', { given: 'hooks.partner.example.org', want: false }],
  ];
  for (const [name, { given, want }] of names) it(`local host name: ${name}`, () => expect(isLocalHostName(given)).to.equal(want));

  const endpoints: [string, { given: string; allowPrivate: boolean; ok: boolean }][] = [
    ['https public name', { given: 'https://hooks.example.org/events', allowPrivate: false, ok: true }],
    ['http refused', { given: 'http://hooks.example.org/events', allowPrivate: true, ok: false }],
    ['credentials in the URL refused', { given: 'https://user:pw@hooks.example.org/', allowPrivate: true, ok: false }],
    ['loopback literal refused', { given: 'https://127.0.0.1:8443/', allowPrivate: false, ok: false }],
    ['decimal loopback refused (the URL parser normalises it)', { given: 'https://2130706433/', allowPrivate: false, ok: false }],
    ['metadata literal refused', { given: 'https://169.254.169.254/latest', allowPrivate: false, ok: false }],
    ['IPv6 loopback refused', { given: 'https://[::1]/', allowPrivate: false, ok: false }],
    ['localhost refused', { given: 'https://localhost:9000/', allowPrivate: false, ok: false }],
    ['loopback allowed when private targets are', { given: 'https://127.0.0.1:8443/', allowPrivate: true, ok: true }],
    ['not a URL', { given: 'https://', allowPrivate: true, ok: false }],
  ];
  for (const [name, { given, allowPrivate, ok }] of endpoints) {
    it(`endpoint at registration: ${name}`, () => {
      let threw = false;
      try {
        validateEndpoint(given, { allowPrivateTargets: allowPrivate });
      } catch {
        threw = true;
      }
      expect(!threw).to.equal(ok);
    });
  }
});

describe('webhooks: signature (decision "Webhooks", decision "Webhooks")', () => {
  // Fixed vector: printf 'msg_1.1700000000.{"a":1}' | openssl dgst -sha256 -hmac 'secret-0123456789abcdef' -binary | base64
  it('signs id.timestamp.body with HMAC-SHA256 keyed by the UTF-8 apiKey, as v1,<base64>', () => {
    expect(signWebhook('secret-0123456789abcdef', 'msg_1', 1700000000, '{"a":1}')).to.equal('v1,' + 'TE7y2JSEcM0BsGoPMNQPhXcSmTwcwXcw3K42ndUUNO0=');
  });
  it('verifies, and rejects a changed body, timestamp, id or secret', () => {
    const sig = signWebhook('secret-0123456789abcdef', 'evt', 1, 'body');
    expect(verifyWebhook('secret-0123456789abcdef', 'evt', 1, 'body', sig)).to.equal(true);
    expect(verifyWebhook('secret-0123456789abcdef', 'evt', 1, 'body!', sig)).to.equal(false);
    expect(verifyWebhook('secret-0123456789abcdef', 'evt', 2, 'body', sig)).to.equal(false);
    expect(verifyWebhook('secret-0123456789abcdef', 'evt2', 1, 'body', sig)).to.equal(false);
    expect(verifyWebhook('secret-0123456789abcdeX', 'evt', 1, 'body', sig)).to.equal(false);
    expect(verifyWebhook('secret-0123456789abcdef', 'evt', 1, 'body', `v1,bogus ${sig}`)).to.equal(true);
  });
  it('sends the headers of decision "Webhooks", timestamp in Unix seconds', () => {
    const h = deliveryHeaders('secret-0123456789abcdef', 'evt', '{}', new Date(1_700_000_000_999));
    expect(h).to.include({ 'content-type': 'application/json', 'x-api-key': 'secret-0123456789abcdef', 'webhook-id': 'evt', 'webhook-timestamp': '1700000000' });
    expect(h['webhook-signature']).to.equal(signWebhook('secret-0123456789abcdef', 'evt', 1700000000, '{}'));
  });
});

describe('webhooks: the envelope (interface "Envelope"; decision "Webhooks")', () => {
  const c = { id: 'c'.repeat(24), externalId: 'APP-1', caseNumber: 100001 };
  const at = new Date('2026-01-02T03:04:05.678Z');
  const base = { caseId: c.id, externalId: 'APP-1', uploadId: 'u'.repeat(24), occurredAt: at.toISOString() };
  const table: [string, { given: CaseEvent; want: Record<string, unknown> }][] = [
    ['classification completed: documentIds', { given: { eventName: 'case.classification.completed', uploadId: base.uploadId, documentIds: ['f1'], credentialIds: ['k1'] }, want: { ...base, documentIds: ['f1'], credentialIds: ['k1'] } }],
    ['classification failed: error', { given: { eventName: 'case.classification.failed', uploadId: base.uploadId, error: 'bad' }, want: { ...base, error: 'bad' } }],
    ['extraction completed: credentialId', { given: { eventName: 'case.extraction.completed', uploadId: base.uploadId, credentialId: 'k1' }, want: { ...base, credentialId: 'k1' } }],
    ['extraction failed before any credential: error only', { given: { eventName: 'case.extraction.failed', uploadId: base.uploadId, error: 'none' }, want: { ...base, error: 'none' } }],
    ['forensics completed with classification: fileId and credentialId', { given: { eventName: 'case.forensics.completed', uploadId: base.uploadId, fileId: 'f1', credentialId: 'k1' }, want: { ...base, fileId: 'f1', credentialId: 'k1' } }],
    ['translation failed without classification: fileId and error', { given: { eventName: 'case.translation.failed', uploadId: base.uploadId, fileId: 'f1', error: 'e' }, want: { ...base, fileId: 'f1', error: 'e' } }],
    ['evaluation completed (decision "Webhooks")', { given: { eventName: 'case.evaluation.completed', uploadId: null }, want: { caseId: c.id, externalId: 'APP-1', caseNumber: 100001, uploadId: null, occurredAt: at.toISOString(), status: 'completed' } }],
  ];
  for (const [name, { given, want }] of table) {
    it(name, () => {
      const e = envelopeOf(c, given, at);
      expect(e.eventName).to.equal(given.eventName);
      expect(e.data).to.deep.equal(want);
    });
  }
  it('streams: one per stage', () => {
    expect(streamOf('case.forensics.failed')).to.equal('forensics');
    expect(streamOf('case.evaluation.completed')).to.equal('evaluation');
  });
  const emits: [string, { given: { origin: 'partner' | 'operator'; externalId: string | null; deletedAt: Date | null }; want: boolean }][] = [
    ['partner case', { given: { origin: 'partner', externalId: 'A', deletedAt: null }, want: true }],
    ['operator case not linked (interface "Events")', { given: { origin: 'operator', externalId: null, deletedAt: null }, want: false }],
    ['operator case linked', { given: { origin: 'operator', externalId: 'A', deletedAt: null }, want: true }],
    ['deleted case', { given: { origin: 'partner', externalId: 'A', deletedAt: new Date() }, want: false }],
  ];
  for (const [name, { given, want }] of emits) it(`emits: ${name}`, () => expect(caseEmitsEvents(given)).to.equal(want));
});
