import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../src/languages.js';
import {
  dayFirstDateEnd,
  MONTH_PREFIXES,
  MonthScratch,
  monthFirstDateEnd,
  monthSpellingTrie,
} from '../../src/redaction/recognizers/date-of-birth-spelled.js';
import { monthNames } from '../../src/redaction/recognizers/month-names.js';

const names = ['September', 'March', 'Mar', 'Oṣù Kẹta'];
const months = monthSpellingTrie(names);
const found = new MonthScratch(months, names);
const dayFirst = (text: string, position = 0) =>
  dayFirstDateEnd(months, text, position, 0, text.length, found);
const monthFirst = (text: string, position = 0) =>
  monthFirstDateEnd(months, text, position, 0, text.length, found);

describe('spelled dates', () => {
  // expected ends checked against the pattern (flags `iuy`) run at the same positions
  it('matches day-first dates as the regex does', () => {
    expect(dayFirst('12 March 1985')).toBe(13);
    expect(dayFirst('12th of march, 1985.')).toBe(19);
    expect(dayFirst('1er  ku-Mar. de 2001')).toBe(20);
    expect(dayFirst('12 de marzo 1985')).toBe(-1);
    expect(dayFirst('12 March 19851')).toBe(-1);
    // the look-ahead sees U+0345 as a letter under the `i` flag
    expect(dayFirst('12 March 1985\u0345')).toBe(-1);
    // the look-behind
    expect(dayFirst('a12 March 1985', 1)).toBe(-1);
    expect(dayFirst('-12 March 1985', 1)).toBe(14);
  });

  it('matches month-first dates as the regex does', () => {
    expect(monthFirst('March 12, 1985')).toBe(14);
    expect(monthFirst('SEPT 12 1985')).toBe(-1);
    expect(monthFirst('kwa-September 3rd  ቀን, 2001')).toBe(27);
    expect(monthFirst('Oṣù  Kẹta 12 1977')).toBe(17);
    expect(monthFirst('eMar. 1 2000')).toBe(12);
    // the window's end is the text's end for the look-ahead
    expect(monthFirstDateEnd(months, 'March 12 1985x', 0, 0, 13, found)).toBe(13);
  });

  it('matches two-digit years and joined dates as the regex does', () => {
    expect(dayFirst('12 March 85')).toBe(11);
    expect(dayFirst('12 March 85:30')).toBe(-1);
    expect(dayFirst('12 March 85-1')).toBe(-1);
    expect(dayFirst('12 March 851')).toBe(-1);
    expect(dayFirst('12-March-85')).toBe(11);
    expect(dayFirst('12.mar.1985,')).toBe(11);
    expect(dayFirst('12/Mar./1985')).toBe(12);
    expect(dayFirst('12-Oṣù  Kẹta-1985')).toBe(17);
    expect(dayFirst('12.Mar..85')).toBe(-1);
    expect(dayFirst('12-Mar/85')).toBe(-1);
    expect(dayFirst('12-kuMar-85')).toBe(-1);
    expect(dayFirst('45-Mar-85')).toBe(-1);
    expect(monthFirst('March 12 85')).toBe(11);
    expect(monthFirst('March-12-85')).toBe(11);
    expect(monthFirst('Mar.12.1985')).toBe(11);
    expect(monthFirst('Mar./2/1985')).toBe(11);
    expect(monthFirst('SEPTEMBER-31-2001x')).toBe(-1);
    expect(monthFirst('Mar-12/85')).toBe(-1);
    expect(monthFirst('Mar-123-85')).toBe(-1);
    expect(monthFirst('eMar-1-85')).toBe(-1);
  });

  it('finds every bare month name of a joined date (none is a prefixed spelling of another)', () => {
    for (const language of LANGUAGE_NAMES) {
      const bare = new Set(monthNames(language).map((name) => name.toLowerCase()));
      for (const prefix of MONTH_PREFIXES)
        for (const name of bare)
          for (const dash of ['', '-']) expect(bare.has(`${prefix}${dash}${name}`), language).toBe(false);
    }
  });
});
