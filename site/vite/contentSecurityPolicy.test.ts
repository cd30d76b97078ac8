import { headersFile, policyWithStyles, styleHashesIn } from './contentSecurityPolicy';

const policy = { 'default-src': ["'self'"], 'style-src': ["'self'"], 'frame-ancestors': ["'none'"] };

describe('policyWithStyles', () => {
  it('adds the hashes to style-src only', () => {
    expect(policyWithStyles(policy, ["'sha256-a='", "'sha256-b='"])).toBe("default-src 'self'; style-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'");
  });

  it('writes a hash the policy already lists once', () => {
    const withInjected = { ...policy, 'style-src': ["'self'", "'sha256-a='"] };
    expect(policyWithStyles(withInjected, ["'sha256-a='", "'sha256-b='"])).toBe("default-src 'self'; style-src 'self' 'sha256-a=' 'sha256-b='; frame-ancestors 'none'");
  });

  it('needs a style-src', () => {
    expect(() => policyWithStyles({ 'default-src': ["'self'"] }, [])).toThrow("content security policy: there is no style-src to add the inline styles' hashes to");
  });
});

describe('headersFile and styleHashesIn', () => {
  it('write one /* rule and read its style hashes back', () => {
    const text = headersFile(policyWithStyles(policy, ["'sha256-a='"]));
    expect(text.split('\n').filter((line) => !line.startsWith('#'))).toEqual([
      '/*',
      "  Content-Security-Policy: default-src 'self'; style-src 'self' 'sha256-a='; frame-ancestors 'none'",
      '',
    ]);
    expect(styleHashesIn(text)).toEqual(["'sha256-a='"]);
  });

  it('find no hash in a policy without one', () => {
    expect(styleHashesIn("/*\n  Content-Security-Policy: default-src 'self'; script-src 'sha256-x='\n")).toEqual([]);
  });
});
