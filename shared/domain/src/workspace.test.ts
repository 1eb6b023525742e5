import { describe, expect, it } from 'vitest';
import { isShareableEmail, workspaceNameProblem } from './workspace.ts';

describe('isShareableEmail', () => {
  it.each(['ann@example.com', 'a@b.it', '  bob@mail.org  '])('sends %j', (email) => {
    expect(isShareableEmail(email)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['ann.example.com', 'no @'],
    ['ann@example', 'no dot'],
    ['a@b.c', 'five characters'],
    ['  a@b.c  ', 'five characters once trimmed'],
  ])('clears %j (%s)', (email) => {
    expect(isShareableEmail(email)).toBe(false);
  });
});

describe('workspaceNameProblem', () => {
  it('requires a name that is not blank', () => {
    expect(workspaceNameProblem('')).toBe('workspace_name_required');
    expect(workspaceNameProblem('   ')).toBe('workspace_name_required');
    expect(workspaceNameProblem('Family')).toBeNull();
  });
});
