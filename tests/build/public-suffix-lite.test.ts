import { describe, expect, it } from 'vitest';
import { getDomain } from '../../build/publicSuffixLite';

describe('the public-suffix stand-in of the simulator bundle', () => {
  it("answers tldts' getDomain with the list's default rule", () => {
    expect(getDomain('localhost')).toBeNull();
    expect(getDomain('127.0.0.1')).toBeNull();
    expect(getDomain('::1')).toBeNull();
    expect(getDomain('example.com')).toBe('example.com');
    expect(getDomain('app.example.com')).toBe('example.com');
    expect(getDomain('Demo.Example.COM.')).toBe('example.com');
    expect(getDomain('bad..name')).toBeNull();
  });
});
