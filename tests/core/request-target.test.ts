import { parseRequestTarget, targetText } from '../../src/core/request-target';
import type { TargetProblem } from '../../src/core/request-target';

describe('parseRequestTarget', () => {
  it.each([
    ['/', '/', ''],
    ['/v1/asset/balance', '/v1/asset/balance', ''],
    ['/v1/asset/balance?languageType=0&ids[]=1', '/v1/asset/balance', 'languageType=0&ids[]=1'],
    ['/v1/asset/balance?', '/v1/asset/balance', ''],
    ['/events/', '/events/', ''],
    ['/wiki/caf%C3%A9', '/wiki/caf%C3%A9', ''],
    ['/v1/a%20b', '/v1/a%20b', ''],
    ['/v1/a%25b', '/v1/a%25b', ''],
    ["/v1/a:b@c!$&'()*+,=", "/v1/a:b@c!$&'()*+,=", ''],
    ['/v1/wiki/article?id=bitcoin%2Fhistory&x="q"', '/v1/wiki/article', 'id=bitcoin%2Fhistory&x="q"'],
  ])('accepts %s as canonical', (target, path, query) => {
    expect(parseRequestTarget(target)).toEqual({ ok: true, path, query });
  });

  it.each<[string, TargetProblem]>([
    ['', 'not-a-path'],
    ['*', 'not-a-path'],
    ['http://host/v1/a', 'not-a-path'],
    ['v1/a', 'not-a-path'],
    ['/v1/a#x', 'character'],
    ['/v1/a?b#x', 'character'],
    ['/v1/a;b', 'character'],
    ['/v1/a\\b', 'character'],
    ['/v1/a b', 'character'],
    ['/v1/é', 'character'],
    ['/v1/a|b', 'character'],
    ['/v1/a?b c', 'character'],
    ['/v1/a?é', 'character'],
    ['/v1/%61', 'escape'],
    ['/v1/%7E', 'escape'],
    ['/v1/%2e', 'escape'],
    ['/v1/%2F', 'escape'],
    ['/v1/%2f', 'escape'],
    ['/v1/%5C', 'escape'],
    ['/v1/%00', 'escape'],
    ['/v1/%7F', 'escape'],
    ['/v1/%c3%a9', 'escape'],
    ['/v1/%G0', 'escape'],
    ['/v1/%2', 'escape'],
    ['/v1/%', 'escape'],
    ['//v1/a', 'empty-segment'],
    ['/v1//a', 'empty-segment'],
    ['/v1/a//', 'empty-segment'],
    ['/v1/./a', 'dot-segment'],
    ['/v1/../a', 'dot-segment'],
    ['/v1/a/..', 'dot-segment'],
    ['/.', 'dot-segment'],
  ])('refuses %j (%s)', (target, problem) => {
    expect(parseRequestTarget(target)).toEqual({ ok: false, problem });
  });
});

describe('targetText', () => {
  it('writes the path, and the query after "?" only when there is one', () => {
    expect(targetText({ path: '/a', query: '' })).toBe('/a');
    expect(targetText({ path: '/a', query: 'b=1' })).toBe('/a?b=1');
  });
});
