import { describe, expect, it } from 'vitest';
import {
  dayFirstDateEnd,
  MonthScratch,
  monthFirstDateEnd,
  monthSpellingTrie,
} from '../../src/redaction/recognizers/date-of-birth-spelled.js';

const months = monthSpellingTrie(['September', 'March', 'Mar', 'Oṣù Kẹta']);
const found = new MonthScratch(months);
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
});
