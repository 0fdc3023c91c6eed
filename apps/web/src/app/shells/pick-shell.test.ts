import { describe, expect, it } from 'vitest';
import { pickShell } from './pick-shell';

describe('pickShell', () => {
  it('uses the template of a community site (siteType 2)', () => {
    expect(pickShell({ siteType: 2, templateType: 1, version: 0 })).toBe('community-template-1');
    expect(pickShell({ siteType: 2, templateType: 2, version: 1 })).toBe('community-template-2');
    expect(pickShell({ siteType: 2, templateType: 3, version: 0 })).toBe('community-template-3');
    expect(pickShell({ siteType: 2, templateType: 4, version: 0 })).toBe('community-template-4');
  });

  it('falls back to template 1 for an unknown template or site type', () => {
    expect(pickShell({ siteType: 2, templateType: 9, version: 0 })).toBe('community-template-1');
    expect(pickShell({ siteType: 7, templateType: 2, version: 0 })).toBe('community-template-2');
    expect(pickShell({ siteType: 0, templateType: 0, version: 0 })).toBe('community-template-1');
  });

  it('gives the hash-mode site one shell whatever its template (siteType 3)', () => {
    expect(pickShell({ siteType: 3, templateType: 1, version: 0 })).toBe('hash-site');
    expect(pickShell({ siteType: 3, templateType: 4, version: 1 })).toBe('hash-site');
  });

  it('picks the MAM router by version, 0 or not (siteType 5)', () => {
    expect(pickShell({ siteType: 5, templateType: 1, version: 0 })).toBe('mam-default');
    expect(pickShell({ siteType: 5, templateType: 1, version: 1 })).toBe('mam-branded');
    expect(pickShell({ siteType: 5, templateType: 3, version: 2 })).toBe('mam-branded');
  });
});
