// The worked example of docs/protocol.md ("Canonical request target"), recomputed from the page by the client's
// request steps and by the gateway's checks: the page, the client and the gateway agree on every byte.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseRequestTarget, targetText } from '../../src/core/request-target';
import { encodeForm } from '../../src/api/body';
import { canonicalWireTarget } from '../../src/crypto/sign-targets';
import { signatureBase as clientSignatureBase } from '../../src/crypto/request-signer';
import { SIGN_MODES } from '../../server/signing/sign-config';
import { signatureBase as gatewaySignatureBase } from '../../server/signing/verify-request';

const INPUT = {
  path: '/v1/asset/balance',
  params: { languageType: 0, note: "it's <ok>", ids: [1, 2] },
  body: '{"coin":"BTC"}',
  tm: '1767225600123',
  uhti: '4f9c2d1e8b7a6f5e4d3c2b1a0f9e8d7c',
};

function documentedExample() {
  const page = readFileSync('docs/protocol.md', 'utf8');
  const section = /<!-- worked-example:start -->([\s\S]*?)<!-- worked-example:end -->/.exec(page)?.[1] ?? '';
  const blocks = [...section.matchAll(/```text\n([\s\S]*?)\n```/g)].map((match) => match[1] ?? '');
  const md5 = /`device-sign-data-md5`: `([0-9a-f]{32})`/.exec(section)?.[1];
  return { target: blocks[0], signedText: blocks[1], md5 };
}

describe('the worked example of the signed text', () => {
  const documented = documentedExample();
  const parts = SIGN_MODES['2'] ?? [];

  it('is on the page, with its three results', () => {
    expect(documented.target).toMatch(/^\/v1\/asset\/balance\?/);
    expect(documented.signedText?.split('\n')).toHaveLength(5);
    expect(documented.md5).toMatch(/^[0-9a-f]{32}$/);
    // The inputs the page states in prose are the ones recomputed here.
    const page = readFileSync('docs/protocol.md', 'utf8');
    expect(page).toContain(`at \`tm: ${INPUT.tm}\` with \`uhti: ${INPUT.uhti}\``);
    expect(page).toContain(`the body \`${INPUT.body}\``);
  });

  it('is what the client signs', () => {
    const target = canonicalWireTarget(INPUT.path, encodeForm(INPUT.params));
    expect(targetText(target)).toBe(documented.target);
    const text = clientSignatureBase(parts, {
      pathWithQuery: targetText(target),
      time: INPUT.tm,
      traceId: INPUT.uhti,
      account: 'real',
      body: INPUT.body,
    });
    expect(text).toBe(documented.signedText);
    expect(createHash('md5').update(text, 'utf8').digest('hex')).toBe(documented.md5);
  });

  it('is what the gateway rebuilds from the request target it receives', () => {
    const received = parseRequestTarget(documented.target ?? '');
    if (!received.ok) throw new Error(`the documented target is not canonical: ${received.problem}`);
    const text = gatewaySignatureBase(parts, {
      pathWithQuery: targetText(received),
      tm: INPUT.tm,
      traceId: INPUT.uhti,
      account: 'real',
      body: INPUT.body,
    });
    expect(text).toBe(documented.signedText);
  });
});
