import { describe, expect, it } from 'vitest';
import { fr, vi } from './catalogs';
import { fr as frCore } from '../src/i18n/fr';
import { haveParts, loadParts, partsAsked, partsOf } from '../src/i18n/parts';

describe('text parts loaded when first needed', () => {
  it('are not in the first-load catalog, and arrive per language and part', async () => {
    expect(frCore).not.toHaveProperty('mission.1.rules');
    expect(frCore).not.toHaveProperty('rules.title');
    expect(frCore).toHaveProperty('rules.link', fr['rules.link']);
    expect(haveParts('fr', ['missionRules'])).toBe(false);
    await loadParts('fr', ['missionRules']);
    expect(haveParts('fr', ['missionRules'])).toBe(true);
    expect(haveParts('fr', ['missionRules', 'rules'])).toBe(false);
    expect(haveParts('vi', ['missionRules'])).toBe(false);
    expect(partsOf('fr')['mission.1.rules']).toBe(fr['mission.1.rules']);
    expect(partsOf('fr')).not.toHaveProperty('rules.title');
    expect(partsAsked()).toContain('missionRules');
    await loadParts('vi', ['rules', 'learn']);
    expect(partsOf('vi')['rules.title']).toBe(vi['rules.title']);
    expect(partsOf('vi')['learn.title']).toBe(vi['learn.title']);
    expect(partsOf('vi')).not.toHaveProperty('mission.1.rules');
  });
});
