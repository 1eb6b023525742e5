// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberReturnPath, takeReturnPath } from './return-path.ts';

beforeEach(() => sessionStorage.clear());

describe('the return path', () => {
  it('keeps a page of the app, and never a sign-in page or another site', () => {
    rememberReturnPath('/settings/workspace?invitation=token');
    expect(takeReturnPath()).toBe('/settings/workspace?invitation=token');
    rememberReturnPath('/auth/login');
    expect(takeReturnPath()).toBeNull();
    rememberReturnPath('//evil.example/steal');
    expect(takeReturnPath()).toBeNull();
  });
});
