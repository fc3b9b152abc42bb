import { describe, expect, it } from 'vitest';
import { lineText } from './schemas/fields';
import { foldLine, isPlainLine, LINE_RULE_MESSAGE } from './textRule';

describe('the single-line rule', () => {
  it('folds each run of line breaks and tabs to one space', () => {
    expect(foldLine('a\r\nb\tc\u2028d\u0085e\v\ff')).toBe('a b c d e f');
  });

  it('refuses the other controls and the text-direction embeddings, overrides and isolates, and keeps the rest', () => {
    for (const bad of ['a\u0000', 'a\u0007', 'a\u001B[31m', 'a\u007F', 'a\u009B', 'a\u202A', 'a\u202E', 'a\u2066', 'a\u2069']) expect(isPlainLine(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['Lumen Boutique GmbH', 'Zürich – Bahnhofstraße 1', 'شركة الأمل', '株式会社', 'O’Brien & Co.']) expect(isPlainLine(good), good).toBe(true);
  });

  it('lineText(max) folds, refuses and trims in that order', () => {
    expect(lineText(40).parse('  Mia\r\n Braun\t')).toBe('Mia  Braun');
    expect(lineText(40).safeParse('Mia \u202EBraun').error?.issues[0]?.message).toBe(LINE_RULE_MESSAGE);
  });
});
