import { createHash } from 'node:crypto';
import { hashesIn, hashSource, headersFile, headersWithHashes, policyWithHashes } from './contentSecurityPolicy';

const policy = { 'default-src': ["'self'"], 'script-src': ["'self'"], 'style-src': ["'self'"], 'frame-ancestors': ["'none'"] };

describe('hashSource', () => {
  it('hashes the text of an element as browsers do for a CSP hash source', () => {
    const css = 'a{color:red}\nb{color:blue}';
    expect(hashSource(css)).toBe(`'sha256-${createHash('sha256').update(css).digest('base64')}'`);
    expect(hashSource('')).toBe("'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='");
  });
});

describe('policyWithHashes', () => {
  it('adds the hashes to the directive only', () => {
    expect(policyWithHashes(policy, 'style-src', ["'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'",
    );
  });

  it('writes a hash the policy already lists once', () => {
    const withInjected = { ...policy, 'style-src': ["'self'", "'sha256-a='"] };
    expect(policyWithHashes(withInjected, 'style-src', ["'sha256-a='", "'sha256-b='"])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'",
    );
  });

  it('needs the directive', () => {
    expect(() => policyWithHashes({ 'default-src': ["'self'"] }, 'script-src', [])).toThrow(
      "content security policy: there is no script-src to add the inline elements' hashes to",
    );
  });
});

describe('headersFile, hashesIn and headersWithHashes', () => {
  const text = headersFile(policyWithHashes(policy, 'style-src', ["'sha256-a='"]));

  it('write one /* rule and read its hashes back by directive', () => {
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; script-src 'self'; style-src 'self' 'sha256-a='; frame-ancestors 'none'",
      '',
    ]);
    expect(hashesIn(text, 'style-src')).toEqual(["'sha256-a='"]);
    expect(hashesIn(text, 'script-src')).toEqual([]);
  });

  it('write the other rules after the policy', () => {
    const withRules = headersFile("default-src 'self'", ['/api/counties', '  Content-Type: application/json']);
    expect(withRules.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'",
      '/api/counties',
      '  Content-Type: application/json',
      '',
    ]);
  });

  it('add hashes to a written file, keeping its other lines and directives', () => {
    const withScripts = headersWithHashes(text, 'script-src', ["'sha256-s='", "'sha256-s='"]);
    expect(withScripts.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-s='; style-src 'self' 'sha256-a='; frame-ancestors 'none'",
      '',
    ]);
    expect(headersWithHashes(withScripts, 'script-src', ["'sha256-s='"])).toBe(withScripts);
    expect(hashesIn(withScripts, 'script-src')).toEqual(["'sha256-s='"]);
  });
});
