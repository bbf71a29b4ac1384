import { languages } from '@vitalia/contracts';
import { describe, expect, it } from 'vitest';
import { exportReadmeIn, readmeKeys, readmeWords } from './export-readme';
import { exportSectionNames } from './member-export';

describe('the data export’s readme', () => {
  it('explains every key of the file, the users feature’s own and each feature’s section', () => {
    expect([...readmeKeys].sort()).toEqual(
      ['account', 'exportedAt', 'profile', ...exportSectionNames].sort(),
    );
  });

  it.each(languages)('has every key in %s, none blank', (language) => {
    const readme = exportReadmeIn(language);
    expect(readme.about.trim()).not.toBe('');
    expect(Object.keys(readme.sections)).toEqual(readmeKeys);
    for (const key of readmeKeys) expect(readme.sections[key].trim(), key).not.toBe('');
  });

  it('says something different in each language', () => {
    const { about, sections } = readmeWords;
    for (const words of [about, ...Object.values(sections)])
      expect(new Set(languages.map((language) => words[language])).size).toBe(languages.length);
  });
});
